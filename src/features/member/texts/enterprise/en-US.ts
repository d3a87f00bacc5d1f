import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const enterprise: Catalogue<typeof zh> = {
  'enterprise.field.name': 'Company name',
  'enterprise.field.namePlaceholder': 'As on the business licence',
  'enterprise.field.creditCode': 'Unified social credit code',
  'enterprise.field.creditCodePlaceholder': '18 characters',
  'enterprise.field.province': 'Province',
  'enterprise.field.provincePlaceholder': 'Type to search, or choose',
  'enterprise.field.address': 'Address',
  'enterprise.field.addressPlaceholder': 'City, district and street',
  'enterprise.field.contactName': 'Contact name',
  'enterprise.field.contactPhone': 'Contact phone',
  'enterprise.field.contactPhonePlaceholder': 'Mobile or landline, e.g. 021-12345678',
  'enterprise.field.email': 'Company e-mail',
  'enterprise.field.services': 'Services',
  'enterprise.field.intro': 'Introduction',
  'enterprise.field.introPlaceholder': 'Main business, strong routes, what sets you apart',
  'enterprise.field.logo': 'Company logo',
  'enterprise.field.licence': 'Business licence',
  'enterprise.field.website': 'Company website',
  'enterprise.field.websitePlaceholder': 'Starting with https://, e.g. https://www.example.com',
  'enterprise.field.empty': 'Not given',

  'enterprise.rule.tooLong': 'At most {max} characters.',
  'enterprise.rule.nameRequired': 'Enter the company name.',
  'enterprise.rule.creditCodeRequired': 'Enter the unified social credit code.',
  'enterprise.rule.creditCodeShape':
    'The code has 18 digits or capital letters (no I, O, S, V or Z), with digits in places 3–8.',
  'enterprise.rule.creditCodeCheck':
    'The check character (the 18th) does not match the rest of the code. Please check for a typo.',
  'enterprise.rule.provinceRequired': 'Choose the province.',
  'enterprise.rule.addressRequired': 'Enter the address.',
  'enterprise.rule.contactNameRequired': 'Enter the contact name.',
  'enterprise.rule.contactPhoneRequired': 'Enter the contact phone number.',
  'enterprise.rule.contactPhoneInvalid':
    'Enter a valid phone number: 5–20 digits, with +, -, brackets or spaces if needed.',
  'enterprise.rule.emailInvalid': 'Enter a valid e-mail address.',
  'enterprise.rule.website.notHttps':
    'Enter an address starting with https:// (http:// and other schemes are not accepted).',
  'enterprise.rule.website.credentials': 'The address must not contain a user name or password.',
  'enterprise.rule.website.malformed': 'Enter a full address, such as https://www.example.com.',
  'enterprise.rule.licenceRequired': 'Upload the business licence.',
  'enterprise.rule.nicknameRequired': 'Enter a nickname.',
  'enterprise.rule.mobileSame': 'This is already your mobile number.',

  'enterprise.imageUpload.upload': 'Upload',
  'enterprise.imageUpload.uploadLabel': 'Upload {label}',
  'enterprise.imageUpload.replace': 'Replace',
  'enterprise.imageUpload.replaceLabel': 'Replace {label}',
  'enterprise.imageUpload.remove': 'Remove',
  'enterprise.imageUpload.removeLabel': 'Remove {label}',
  'enterprise.imageUpload.preview': 'Preview {label}',
  'enterprise.imageUpload.hint': 'A JPG or PNG image of at most {maxMb} MB.',

  'enterprise.cert.loadFailed': 'Could not load your company details',
  'enterprise.cert.section.identity': 'Company identity',
  'enterprise.cert.section.contact': 'Contact and services',
  'enterprise.cert.none.title': 'Not certified yet',
  'enterprise.cert.none.description':
    'Fill in your company details, upload the business licence and submit them for review. Once certified, partners see a “Certified” badge.',
  'enterprise.cert.pending.title': 'Under review',
  'enterprise.cert.pending.description':
    'Submitted on {time}. A review usually takes a few minutes; the result appears on this page by itself. The details below cannot be changed during the review.',
  'enterprise.cert.approved.title': 'Certified',
  'enterprise.cert.approved.description': '{name} is a certified company.',
  'enterprise.cert.rejected.title': 'Certification rejected',
  'enterprise.cert.rejected.reason': 'Reason: {reason}',
  'enterprise.cert.rejected.description':
    'Correct what the reason names and submit again. The form holds what you submitted last time.',
  'enterprise.cert.change.title': 'Change certified details',
  'enterprise.cert.change.description':
    'Changing the company name, credit code or business licence needs a new review; until it is approved the company shows as not certified.',
  'enterprise.cert.submit': 'Submit for certification',
  'enterprise.cert.resubmit': 'Submit again',
  'enterprise.cert.saveDraft': 'Save draft',
  'enterprise.cert.draftSaved': 'Draft saved. You can finish it later.',
  'enterprise.cert.submitted': 'Submitted for certification. Please wait for the review.',
  'enterprise.cert.toCenter': 'Go to my account',
  'enterprise.cert.toProfile': 'Edit contact details',
  'enterprise.cert.change': 'Change certified details',
  'enterprise.cert.cancelChange': 'Discard changes',

  'enterprise.profile.account.title': 'Account',
  'enterprise.profile.nickname': 'Nickname',
  'enterprise.profile.email': 'Personal e-mail',
  'enterprise.profile.avatar': 'Avatar',
  'enterprise.profile.enterprise.title': 'Company',
  'enterprise.profile.certified.title': 'Certification details',
  'enterprise.profile.certified.note':
    'The company name, credit code and business licence were reviewed; changing them needs a new certification.',
  'enterprise.profile.certified.noteUncertified':
    'The company name, credit code and business licence are given in the certification, which the platform reviews.',
  'enterprise.profile.certified.link': 'Go to certification',
  'enterprise.profile.save': 'Save changes',
  'enterprise.profile.saved': 'Your changes are saved.',
  'enterprise.profile.noChanges': 'There are no changes to save.',
  'enterprise.profile.unsaved': 'Unsaved changes',
  'enterprise.profile.leave.title': 'Leave this page?',
  'enterprise.profile.leave.content': 'Your changes are not saved yet and will be lost.',
  'enterprise.profile.leave.ok': 'Discard and leave',
  'enterprise.profile.leave.cancel': 'Stay on this page',

  'enterprise.mobile.title': 'Mobile number',
  'enterprise.mobile.current': 'Current number: {mobile}',
  'enterprise.mobile.note':
    'You log in and receive codes with this number. Changing it needs a code sent to the new one.',
  'enterprise.mobile.change': 'Change number',
  'enterprise.mobile.new': 'New mobile number',
  'enterprise.mobile.hint':
    'The code goes to the new number. Afterwards, log in with the new number.',
  'enterprise.mobile.submit': 'Change number',
  'enterprise.mobile.changed': 'Your mobile number is now {mobile}.',
};

export default enterprise;
