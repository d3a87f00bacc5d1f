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
