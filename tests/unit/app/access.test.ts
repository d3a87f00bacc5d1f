import { decideAccess, type AccessSession } from '@/app/guards/access';
import type { UserType } from '@/contract/common/user';

const anonymous: AccessSession = { status: 'anonymous', member: undefined };
const loading: AccessSession = { status: 'loading', member: undefined };
const unconfirmed: AccessSession = { status: 'unconfirmed', member: undefined };
const as = (userType: UserType): AccessSession => ({
  status: 'authenticated',
  member: { userType },
});

const SHIPPER = { auth: true, userTypes: [1] as UserType[] };
const CARRIER = { auth: true, userTypes: [2, 3] as UserType[] };

describe('decideAccess', () => {
  it.each([
    ['anonymous', anonymous],
    ['loading', loading],
    ['unconfirmed', unconfirmed],
    ['a shipper', as(1)],
  ])('allows a public page whatever the session (%s)', (_, session) => {
    expect(decideAccess({}, session)).toBe('allow');
    expect(decideAccess(undefined, session)).toBe('allow');
  });

  it('sends a visitor to login when the page needs login', () => {
    expect(decideAccess({ auth: true }, anonymous)).toBe('login');
    expect(decideAccess(SHIPPER, anonymous)).toBe('login');
  });

  it('sends a member who has just logged out home, not to login', () => {
    const loggedOut: AccessSession = { ...anonymous, loggedOut: true };
    expect(decideAccess({ auth: true }, loggedOut)).toBe('home');
    expect(decideAccess(CARRIER, loggedOut)).toBe('home');
    expect(decideAccess({}, loggedOut)).toBe('allow');
  });

  it('waits while the stored session is being confirmed', () => {
    expect(decideAccess({ auth: true }, loading)).toBe('wait');
    expect(decideAccess(CARRIER, loading)).toBe('wait');
  });

  it('offers a retry when the stored session could not be confirmed', () => {
    expect(decideAccess({ auth: true }, unconfirmed)).toBe('unconfirmed');
  });

  it('allows any member on a logged-in page', () => {
    for (const type of [1, 2, 3] as const)
      expect(decideAccess({ auth: true }, as(type))).toBe('allow');
  });

  it('forbids a member of the wrong type', () => {
    expect(decideAccess(SHIPPER, as(2))).toBe('forbidden');
    expect(decideAccess(SHIPPER, as(3))).toBe('forbidden');
    expect(decideAccess(CARRIER, as(1))).toBe('forbidden');
  });

  it('allows a member of a listed type', () => {
    expect(decideAccess(SHIPPER, as(1))).toBe('allow');
    expect(decideAccess(CARRIER, as(2))).toBe('allow');
    expect(decideAccess(CARRIER, as(3))).toBe('allow');
  });

  it('treats user types without the auth flag as needing login', () => {
    expect(decideAccess({ userTypes: [1] }, anonymous)).toBe('login');
  });

  it('waits when authenticated but the user is not known yet', () => {
    expect(decideAccess(SHIPPER, { status: 'authenticated', member: undefined })).toBe('wait');
  });
});
