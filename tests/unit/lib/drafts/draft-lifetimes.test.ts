import { BID_DRAFT } from '@/features/bid/utils/bid-draft';
import { TEMPLATE_DRAFT } from '@/features/coupon/utils/template-draft';
import { LISTING_DRAFT } from '@/features/market/utils/listing-draft';
import { CERTIFICATION_DRAFT, PROFILE_DRAFT } from '@/features/member/utils/member-drafts';
import { issueDraftSpec } from '@/features/tender/utils/issue-draft';
import { PERSONAL_DRAFT_SECONDS } from '@/lib/drafts/form-draft';

describe('draft lifetimes', () => {
  it.each([
    ['profile', PROFILE_DRAFT],
    ['certification', CERTIFICATION_DRAFT],
  ])('keeps the %s draft, which holds personal data, a day', (_, spec) => {
    expect(spec.lifetimeSeconds).toBe(PERSONAL_DRAFT_SECONDS);
  });

  it.each([
    ['tender', issueDraftSpec],
    ['bid', BID_DRAFT],
    ['listing', LISTING_DRAFT],
    ['coupon template', TEMPLATE_DRAFT],
  ])('keeps the %s draft as long as stored entries live', (_, spec) => {
    expect(spec.lifetimeSeconds).toBeUndefined();
  });
});
