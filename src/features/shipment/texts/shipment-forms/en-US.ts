import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const shipmentForms: Catalogue<typeof zh> = {
  'shipmentForms.kind.booked': 'Booking confirmed',
  'shipmentForms.kind.empty_picked_up': 'Empty container picked up',
  'shipmentForms.kind.gated_in': 'Gated in at the terminal',
  'shipmentForms.kind.export_cleared': 'Export customs cleared',
  'shipmentForms.kind.departed': 'Loaded and departed',
  'shipmentForms.kind.arrived': 'Arrived',
  'shipmentForms.kind.import_cleared': 'Import customs cleared',
  'shipmentForms.kind.delivered': 'Delivered',
  'shipmentForms.document.bl_draft': 'B/L draft',
  'shipmentForms.document.bl_final': 'Final B/L',
  'shipmentForms.document.arrival_notice': 'Arrival notice',
  'shipmentForms.document.other': 'Other document',

  'shipmentForms.booking.title': 'Confirm the booking',
  'shipmentForms.booking.changeTitle': 'Change the booking',
  'shipmentForms.booking.open': 'Change the booking or add container numbers',
  'shipmentForms.booking.no': 'Booking (SO) number',
  'shipmentForms.booking.noHint':
    'The number on the carrier’s booking confirmation: 6–30 letters, digits or dashes',
  'shipmentForms.booking.noRequired': 'Enter the booking number',
  'shipmentForms.booking.noInvalid':
    'A booking number is 6–30 letters, digits or dashes, starting with a letter or digit',
  'shipmentForms.booking.submit': 'Confirm the booking',
  'shipmentForms.booking.change': 'Save the changed booking',
  'shipmentForms.booking.done': 'Booking confirmed. The shipper has been told.',
  'shipmentForms.booking.changed': 'Booking changed. The shipper has been told.',

  'shipmentForms.sailing.label': 'Sailing',
  'shipmentForms.sailing.hint':
    'Sailings of this lane whose CY cut-off has not passed; every time is the port’s local time',
  'shipmentForms.sailing.current':
    'Booked now: {vessel} {voyage}. To move the cargo to another vessel, choose one of these sailings',
  'shipmentForms.sailing.required': 'Choose a sailing',
  'shipmentForms.sailing.loadFailed': 'The sailings could not be loaded',
  'shipmentForms.sailing.none':
    'No sailing on {lane} in the next four weeks still takes cargo (every CY cut-off has passed), so it cannot be booked now. Check again later, or agree a later date with the shipper.',
  'shipmentForms.sailing.name': '{carrier} · {vessel} · voyage {voyage}',
  'shipmentForms.sailing.etd': 'ETD',
  'shipmentForms.sailing.eta': 'ETA',
  'shipmentForms.cutoff.cy': 'CY cut-off',
  'shipmentForms.cutoff.si': 'SI cut-off',
  'shipmentForms.cutoff.vgm': 'VGM cut-off',
  'shipmentForms.cutoff.unknown': 'not published',
  'shipmentForms.cutoff.passed': '(passed)',

  'shipmentForms.container.legend': 'Containers',
  'shipmentForms.container.hint':
    'Tendered: {tendered}. Enter the container numbers now, or change the booking after pick-up to add them.',
  'shipmentForms.container.line': '{quantity} × {type}',
  'shipmentForms.container.separator': ', ',
  'shipmentForms.container.no': 'Container number {index}',
  'shipmentForms.container.type': 'Type of container {index}',
  'shipmentForms.container.seal': 'Seal number of container {index} (optional)',
  'shipmentForms.container.remove': 'Remove container {index}',
  'shipmentForms.container.add': 'Add a container',
  'shipmentForms.container.required': 'Enter the container number',
  'shipmentForms.container.format':
    'A container number is 4 letters and 7 digits, such as CSQU3054383',
  'shipmentForms.container.checkDigit':
    'The check digit (the last digit) is wrong. Check the container number.',
  'shipmentForms.container.checkDigitExpected':
    'Wrong check digit: by ISO 6346 this number must end in {expected}, not {typed}. Check that it was copied right.',
  'shipmentForms.container.duplicate': 'This container number is already entered',
  'shipmentForms.container.typeRequired': 'Choose the container type',
  'shipmentForms.container.tooMany': 'At most {max} × {type} (as tendered)',

  'shipmentForms.cargo.legend': 'Cargo as received',
  'shipmentForms.cargo.packages': 'Packages',
  'shipmentForms.cargo.packagesRequired': 'Enter the packages (1–99999)',
  'shipmentForms.cargo.weight': 'Weight (kg)',
  'shipmentForms.cargo.weightRequired': 'Enter the weight',
  'shipmentForms.cargo.volume': 'Volume (cbm)',
  'shipmentForms.cargo.volumeRequired': 'Enter the volume',
  'shipmentForms.cargo.measure': 'Enter a number above 0 with at most 3 decimals',

  'shipmentForms.milestone.title': 'Next milestone: {kind}',
  'shipmentForms.milestone.deliverTitle': 'Confirm delivery',
  'shipmentForms.milestone.submit': 'Record “{kind}”',
  'shipmentForms.milestone.deliver': 'Confirm delivered',
  'shipmentForms.milestone.done': '“{kind}” recorded. The other party has been told.',
  'shipmentForms.time.label': 'Time (local time: {zone})',
  'shipmentForms.time.hint': 'As the clocks at {port} showed it',
  'shipmentForms.time.required': 'Choose the time',
  'shipmentForms.time.inFuture': 'The time cannot be later than now',
  'shipmentForms.time.beforePrevious': 'Cannot be before the previous milestone “{kind}” at {time}',
  'shipmentForms.time.afterNext': 'Cannot be after the next milestone “{kind}” at {time}',
  'shipmentForms.place.label': 'Place',
  'shipmentForms.place.hint': 'Terminal, depot, customs office or address',
  'shipmentForms.place.required': 'Enter the place',

  'shipmentForms.correct.title': 'Correct a milestone',
  'shipmentForms.correct.milestone': 'Milestone to correct',
  'shipmentForms.correct.choose': 'Choose a recorded milestone',
  'shipmentForms.correct.formLabel': 'Correct “{kind}”',
  'shipmentForms.correct.reason': 'Reason (optional, the other party sees it)',
  'shipmentForms.correct.submit': 'Save the correction',
  'shipmentForms.correct.unchanged': 'Neither the time nor the place has changed',
  'shipmentForms.correct.done': '“{kind}” corrected. Both the old and the new values are kept.',
  'shipmentForms.withdraw.hint':
    'Was the latest milestone, “{kind}”, recorded too early or by mistake? Withdraw it and the shipment steps back.',
  'shipmentForms.withdraw.open': 'Withdraw “{kind}”',
  'shipmentForms.withdraw.title': 'Withdraw the milestone “{kind}”?',
  'shipmentForms.withdraw.effect':
    'The shipment steps back to “{previous}”. The withdrawal is kept as a correction and the other party is told, with the reason.',
  'shipmentForms.withdraw.reason': 'Reason for withdrawing',
  'shipmentForms.withdraw.reasonRequired': 'Enter the reason for withdrawing',
  'shipmentForms.withdraw.confirm': 'Withdraw the milestone',
  'shipmentForms.withdraw.done': '“{kind}” withdrawn',

  'shipmentForms.documents.title': 'Upload and review documents',
  'shipmentForms.documents.add': 'Upload a document',
  'shipmentForms.documents.kind': 'Document type',
  'shipmentForms.documents.kindRequired': 'Choose the document type',
  'shipmentForms.documents.changesAsked': 'The shipper’s changes to version {version}: {comment}',
  'shipmentForms.documents.submit': 'Add the document',
  'shipmentForms.documents.done': '{kind} uploaded. The other party has been told.',
  'shipmentForms.file.label': 'File',
  'shipmentForms.file.choose': 'Choose a file',
  'shipmentForms.file.replace': 'Choose another file',
  'shipmentForms.file.remove': 'Remove {name}',
  'shipmentForms.file.hint': '{types}, up to {maxMb} MB',
  'shipmentForms.file.required': 'Choose and upload the file first',

  'shipmentForms.review.title': 'Review the B/L draft (version {version})',
  'shipmentForms.review.open': 'Open {name} (version {version}, new window)',
  'shipmentForms.review.comment': 'Changes wanted',
  'shipmentForms.review.commentHint':
    'Needed to ask for changes; the forwarder answers with a new version',
  'shipmentForms.review.commentRequired': 'Say what should change',
  'shipmentForms.review.approve': 'Approve version {version}',
  'shipmentForms.review.askChanges': 'Ask for changes',
  'shipmentForms.review.approved': 'Version {version} of the B/L draft approved',
  'shipmentForms.review.changesSent': 'Your changes were sent to the forwarder',
};

export default shipmentForms;
