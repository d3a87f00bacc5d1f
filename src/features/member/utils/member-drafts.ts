import type { FieldKind } from '@/lib/drafts/field-shape';
import { PERSONAL_DRAFT_SECONDS, shapeDraftSpec } from '@/lib/drafts/form-draft';

import { PROFILE_ENTERPRISE_KEYS } from './profile-changes';

import type { EnterpriseKey } from './enterprise-form';

/** Every enterprise field either form edits: text, apart from the services picked. */
const ENTERPRISE_SHAPE = {
  name: 'text',
  unifiedSocialCreditCode: 'text',
  provinceCode: 'text',
  address: 'text',
  contactName: 'text',
  contactPhone: 'text',
  email: 'text',
  intro: 'text',
  services: 'texts',
  logo: 'text',
  businessLicence: 'text',
  website: 'text',
} as const satisfies Record<EnterpriseKey, FieldKind>;

/**
 * The profile form's draft (one per member): the member's and the enterprise's editable details.
 * Personal data: kept a day.
 */
export const PROFILE_DRAFT = shapeDraftSpec(
  'profile',
  1,
  {
    nickname: 'text',
    email: 'text',
    avatar: 'text',
    enterprise: {
      group: Object.fromEntries(PROFILE_ENTERPRISE_KEYS.map((key) => [key, ENTERPRISE_SHAPE[key]])),
    },
  },
  PERSONAL_DRAFT_SECONDS,
);

/**
 * The certification form's draft, one per member and form mode (new, resubmit, change). Personal
 * data: kept a day.
 */
export const CERTIFICATION_DRAFT = shapeDraftSpec(
  'certification',
  1,
  { enterprise: { group: ENTERPRISE_SHAPE } },
  PERSONAL_DRAFT_SECONDS,
);
