import type { Catalogue } from '../types';
import type zh from '../zh-CN/invoice';

const invoice: Catalogue<typeof zh> = {
  'invoice.type.general': 'General VAT invoice',
  'invoice.type.special': 'Special VAT invoice',
  'invoice.type.generalShort': 'General',
  'invoice.type.specialShort': 'Special',
  'invoice.titles.title': 'Invoice titles',
  'invoice.titles.add': 'Add a title',
  'invoice.titles.empty': 'No invoice title yet: add one to apply for invoices',
  'invoice.titles.loadFailed': 'The invoice titles could not be loaded',
  'invoice.titles.default': 'Default',
  'invoice.titles.edit': 'Edit {title}',
  'invoice.titles.delete': 'Delete {title}',
  'invoice.titles.makeDefault': 'Make default: {title}',
  'invoice.titles.makeDefaultShort': 'Make default',
  'invoice.titles.deleteConfirm': 'Delete the title “{title}”?',
  'invoice.titles.deleteOk': 'Confirm deleting {title}',
  'invoice.titles.deleted': 'Title “{title}” deleted',
  'invoice.titles.defaultSet': '“{title}” is now the default title',
  'invoice.titles.list': 'My invoice titles',
  'invoice.apply.title': 'Apply for an invoice',
  'invoice.apply.hint':
    'One invoice covers orders paid to one payee in one currency, at what was paid (after coupons).',
  'invoice.apply.empty': 'No paid order is waiting for an invoice',
  'invoice.apply.loadFailed': 'The orders to invoice could not be loaded',
  'invoice.apply.group': 'Payee: {payee} · {currency}',
  'invoice.apply.groupSum': '{count, plural, one {# order} other {# orders}}, {amount} in all',
  'invoice.apply.paidAt': 'Paid {time}',
  'invoice.apply.selected':
    '{count, plural, one {# order} other {# orders}} chosen, {amount} in all',
  'invoice.apply.none': 'Choose the orders to invoice',
  'invoice.apply.twoPayees': 'One invoice can only cover orders paid to one payee',
  'invoice.apply.twoCurrencies': 'One invoice can only cover orders in one currency',
  'invoice.apply.tooMany': 'One invoice can cover at most {max} orders',
  'invoice.apply.orders': 'Orders to invoice',
  'invoice.apply.titleId': 'Invoice title',
  'invoice.apply.noTitle': 'Add an invoice title first',
  'invoice.apply.email': 'E-mail address',
  'invoice.apply.emailRequired': 'Enter the e-mail address',
  'invoice.apply.emailInvalid': 'Enter a valid e-mail address',
  'invoice.apply.submit': 'Apply',
  'invoice.apply.done': 'Applied: the invoice goes to {email} once the payee issues it',
  'invoice.field.type': 'Invoice type',
  'invoice.field.title': 'Title (buyer name)',
  'invoice.field.taxNo': 'Taxpayer number',
  'invoice.field.address': 'Registered address',
  'invoice.field.phone': 'Registered phone',
  'invoice.field.bank': 'Bank',
  'invoice.field.account': 'Bank account',
  'invoice.field.isDefault': 'Make it the default title',
  'invoice.form.createTitle': 'Add an invoice title',
  'invoice.form.editTitle': 'Edit the invoice title',
  'invoice.form.submit': 'Save',
  'invoice.form.saved': 'Title “{title}” saved',
  'invoice.form.specialHint':
    'A special invoice title must match your certified company: {name}, {taxNo}.',
  'invoice.form.specialNeedsCert':
    'Special VAT invoices are available once your company is certified.',
  'invoice.form.taxNoHint':
    'The 18-character unified social credit code; a general invoice also takes a legacy 15-, 17- or 20-character number',
  'invoice.problem.required': 'Enter the {label}',
  'invoice.problem.invalid': 'The {label} is not valid',
  'invoice.problem.tooLong': 'The {label} can have at most {max} characters',
  'invoice.problem.length':
    'The taxpayer number must be the 18-character unified social credit code (or a legacy 15-, 17- or 20-character number on a general invoice)',
  'invoice.problem.checkChar':
    'The check character of the taxpayer number is wrong: check the number',
  'invoice.problem.legacyOnSpecial':
    'A special VAT invoice needs the 18-character unified social credit code',
  'invoice.problem.notCertified':
    'Special VAT invoices are available once your company is certified',
  'invoice.problem.notCertifiedName':
    'A special invoice’s title must be your certified company name, “{name}”',
  'invoice.problem.notCertifiedTaxNo':
    'A special invoice’s taxpayer number must be your certified unified social credit code',
};

export default invoice;
