import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const other: Catalogue<typeof zh> = {
  'other.about.audience.title': 'Who we serve',
  'other.about.audience.shipper.title': 'Foreign-trade enterprises',
  'other.about.audience.shipper.body':
    'Manufacturers and traders who import or export. Publish FCL or LCL freight tenders, compare quotes side by side by total price and transit time, award one, pay online and request invoices; look up sailing schedules and HS codes.',
  'other.about.audience.forwarder.title': 'Freight forwarders',
  'other.about.audience.forwarder.body':
    'International freight forwarders. Find cargo in the tender hall and bid, publish rates by trade lane on the freight-rate market, issue and redeem coupons, and present your services in the enterprise directory.',
  'other.about.audience.consolidator.title': 'Container consolidators',
  'other.about.audience.consolidator.body':
    'LCL consolidation providers. The same tools as forwarders, bidding on LCL tenders with prices per cubic metre. Companies that offer container trucking are also listed as a trucking fleet in the directory.',
  'other.about.audience.visitor.title': 'Visitors',
  'other.about.audience.visitor.body':
    'Browse the home page, freight-rate market, tender hall, enterprise directory, news and shipping tools without an account; bidding, publishing, claiming coupons and paying need you to log in.',
  'other.about.offer.title': 'What the platform offers',
  'other.about.offer.tender.title': 'Tenders and bids',
  'other.about.offer.tender.body':
    'Shippers state the ports of loading and discharge, containers or volume and weight, cargo and deadlines; providers quote and revise until the deadline, and the issuer compares quotes side by side and awards one.',
  'other.about.offer.market.title': 'Freight-rate market',
  'other.about.offer.market.body':
    'Forwarders and consolidators publish rates, surcharges, sailing days and validity by trade lane; filter by route, container type and carrier and get an instant total.',
  'other.about.offer.coupon.title': 'Coupons',
  'other.about.offer.coupon.body':
    'Providers issue cash or discount coupons, free or sold on the coupon market; buyers apply them when paying an order and the issuer redeems them by code.',
  'other.about.offer.directory.title': 'Enterprise directory',
  'other.about.offer.directory.body':
    'Browse certified shippers, forwarders, consolidators and trucking fleets with their services and profiles.',
  'other.about.offer.schedule.title': 'Sailing schedules',
  'other.about.offer.schedule.body':
    'Look up the main carriers’ sailings, transit times and cut-off times between two ports.',
  'other.about.offer.hs.title': 'HS code look-up',
  'other.about.offer.hs.body':
    'Find customs HS codes by product name or code, for declarations and for describing cargo in a tender.',
  'other.about.offer.invoice.title': 'Invoices',
  'other.about.offer.invoice.body':
    'Keep general and special VAT invoice titles, request invoices for paid orders online and download the e-invoice once issued.',
  'other.about.trust.title': 'How trust works',
  'other.about.trust.verify':
    'Every enterprise can apply for certification by submitting its unified social credit code, business licence and contact person. Our staff review each application, usually within 1–2 working days.',
  'other.about.trust.badge':
    'Approved enterprises carry a “Certified” badge in the directory, on tenders and on rates. If we turn an application down we say why, and the enterprise can correct it and apply again.',
  'other.about.trust.payment':
    'Every payment belongs to one order and an order is never charged twice; enterprises’ contact details are shown to logged-in users only.',
  'other.about.steps.title': 'How it works',
  'other.about.steps.register.title': 'Register and get certified',
  'other.about.steps.register.body':
    'Sign up with a mobile number, choose your enterprise type and submit your certification documents.',
  'other.about.steps.publish.title': 'Publish a need or a rate',
  'other.about.steps.publish.body':
    'Shippers publish tenders; forwarders and consolidators publish rates and bid.',
  'other.about.steps.award.title': 'Compare and award',
  'other.about.steps.award.body':
    'The issuer compares total prices and transit times and awards one bid.',
  'other.about.steps.pay.title': 'Pay online',
  'other.about.steps.pay.body':
    'The award creates an order; apply a coupon and pay by WeChat Pay, Alipay or bank transfer.',
  'other.about.steps.invoice.title': 'Ship and invoice',
  'other.about.steps.invoice.body':
    'The provider ships as agreed; request your invoice in the member centre once paid.',

  'other.contact.service.title': 'Customer service',
  'other.contact.service.hotline': 'Hotline',
  'other.contact.service.international': 'From outside China',
  'other.contact.service.hours': 'Hours',
  'other.contact.service.hoursValue':
    'Monday to Friday 08:30–20:00, Saturday 09:00–17:00 (China Standard Time, UTC+8); public holiday hours are announced in advance.',
  'other.contact.email.title': 'E-mail',
  'other.contact.email.support': 'Support',
  'other.contact.email.supportNote':
    'Accounts, certification, tenders and bids, payments, invoices',
  'other.contact.email.business': 'Business',
  'other.contact.email.businessNote': 'Joining as a provider, carrier and platform partnerships',
  'other.contact.email.media': 'Media',
  'other.contact.email.mediaNote': 'Interviews, press and use of our brand',
  'other.contact.wechat.title': 'WeChat official account',
  'other.contact.wechat.name': 'Account name',
  'other.contact.wechat.nameValue': '货运交易平台 (Freight Trading Platform)',
  'other.contact.wechat.id': 'WeChat ID',
  'other.contact.wechat.note':
    'Search for the WeChat ID in WeChat and follow us for tender news, rate alerts and announcements; you can also leave us a message there.',
  'other.contact.office.title': 'Office',
  'other.contact.office.address':
    '18F, 1089 Dongdaming Road, Hongkou District, Shanghai 200080, China',
  'other.contact.office.note': 'Please book a visit at least one working day ahead.',
  'other.contact.response.title': 'Response times',
  'other.contact.response.hotline': 'The hotline is answered at once during service hours.',
  'other.contact.response.email': 'Support e-mails are answered within 1 working day.',
  'other.contact.response.cert': 'Certification reviews usually take 1–2 working days.',
  'other.contact.response.business':
    'Business and media enquiries are answered within 3 working days.',

  'other.clause.effective': 'Effective date: {date}',
  'other.clause.toc': 'Contents',
  'other.clause.sectionTitle': '{number}. {title}',
  'other.clause.terms.title': 'Terms of use',
  'other.clause.accounts.title': 'Accounts and certification',
  'other.clause.accounts.p1':
    'Register with true enterprise information. Each account belongs to one enterprise, and its type (foreign-trade enterprise, freight forwarder or container consolidator) is set at registration.',
  'other.clause.accounts.p2':
    'Keep your account name, password and SMS codes safe: what is done through your account is taken as done by your enterprise. Tell us at once if your account is misused.',
  'other.clause.accounts.p3':
    'Certification requires your unified social credit code, business licence and related documents. You warrant that they are true and valid and will update them when they change; we may refuse or withdraw certification based on false documents.',
  'other.clause.market.title': 'Marketplace rules for tenders and bids',
  'other.clause.market.p1':
    'Tenders are published by foreign-trade enterprises and must state the route, cargo, containers or volume and weight, and dates truthfully; the bid deadline must be before the cargo ready date.',
  'other.clause.market.p2':
    'Forwarders and consolidators may quote and revise their quote until the deadline; each enterprise keeps one live quote per tender, and consolidators quote on LCL tenders only.',
  'other.clause.market.p3':
    'Bidders see only their own quote and the number of quotes; the issuer sees every quote and awards one. The award creates an order and the other quotes lapse.',
  'other.clause.market.p4':
    'The issuer may cancel a tender while no quote has won. A tender that passes its deadline without an award closes, and can still be awarded within 7 days of closing.',
  'other.clause.payments.title': 'Payments and coupons',
  'other.clause.payments.p1':
    'An order is payable in the currency and amount it shows, by the methods the platform offers. An order is never charged twice, and an unpaid order is cancelled after 30 minutes.',
  'other.clause.payments.p2':
    'A coupon’s threshold, value or discount, validity and scope are those stated on it. One coupon per order; coupons cannot be exchanged for cash, and a used code cannot be redeemed again.',
  'other.clause.payments.p3':
    'Invoices are issued for paid orders; make sure the invoice title and tax number are correct.',
  'other.clause.conduct.title': 'Prohibited conduct',
  'other.clause.conduct.lead': 'When using the platform you must not:',
  'other.clause.conduct.i1': 'publish false or misleading tenders, quotes or rates;',
  'other.clause.conduct.i2':
    'bid below cost in bad faith, collude with other bidders or rig an award;',
  'other.clause.conduct.i3':
    'use another person’s identity or documents, or transfer, rent out or lend your account;',
  'other.clause.conduct.i4':
    'seek transport for prohibited or infringing goods, or evade customs, export-control or sanctions rules;',
  'other.clause.conduct.i5':
    'harvest data with crawlers, scripts or other automated means, or disrupt the platform;',
  'other.clause.conduct.i6':
    'harass other users, or use contact details obtained here for anything but the transaction.',
  'other.clause.conduct.after':
    'If you break these rules we may remove the content, suspend or close the account, and reserve our legal remedies.',
  'other.clause.ip.title': 'Intellectual property',
  'other.clause.ip.p1':
    'The platform’s software, interface design, marks and compiled data belong to us or to their respective owners.',
  'other.clause.ip.p2':
    'You hold the rights to the tenders, rates, profiles, images and other content you publish, and grant us a non-exclusive licence to display and use them as needed to provide the service.',
  'other.clause.liability.title': 'Liability',
  'other.clause.liability.p1':
    'The platform publishes information and matches transactions; it is not the carrier under any contract of carriage. Transport is provided by the awarded provider as agreed, disputes are settled between the parties, and we can provide transaction records to help.',
  'other.clause.liability.p2':
    'Rates, sailing schedules and HS codes are for reference only; the carriers’ and customs’ own publications prevail.',
  'other.clause.liability.p3':
    'If the service is interrupted by force majeure, network failure or third parties, we restore it as fast as we can and, as far as the law allows, are not liable for indirect losses.',
  'other.clause.changes.title': 'Changes and governing law',
  'other.clause.changes.p1':
    'We may revise these terms; the revised terms are published on this page with their effective date, and material changes are announced in advance by site notice or on our WeChat official account.',
  'other.clause.changes.p2':
    'These terms are governed by the laws of the People’s Republic of China. Disputes not settled by negotiation may be brought before a competent people’s court in Shanghai by either party.',
  'other.clause.privacy.title': 'Privacy policy',
  'other.clause.collect.title': 'What we collect',
  'other.clause.collect.i1':
    'Account: mobile number, user name and password (stored only as a hash);',
  'other.clause.collect.i2':
    'Enterprise: name, unified social credit code, business licence, address, and the contact person’s name, phone and e-mail;',
  'other.clause.collect.i3':
    'Transactions: tenders, quotes, orders, payment status, coupons and invoices;',
  'other.clause.collect.i4': 'Usage: log-in times, IP address, browser type and activity logs.',
  'other.clause.collect.after': 'We do not collect personal information the service does not need.',
  'other.clause.purpose.title': 'Why we use it',
  'other.clause.purpose.i1':
    'to provide registration, log-in, certification, tenders and bids, payment and invoicing;',
  'other.clause.purpose.i2':
    'to verify identities, prevent fraud and keep accounts and transactions safe;',
  'other.clause.purpose.i3':
    'to send verification codes, transaction notices and service announcements;',
  'other.clause.purpose.i4': 'to produce de-identified statistics that improve the service.',
  'other.clause.purpose.after':
    'We ask for your consent again before using your personal information for any other purpose.',
  'other.clause.retention.title': 'How long we keep it',
  'other.clause.retention.p1':
    'We keep your information while your account exists; after you close it we delete or anonymise your personal information within 15 working days.',
  'other.clause.retention.p2':
    'Under the E-Commerce Law of the PRC, transaction and invoice records are kept for at least three years after the transaction; under the Cybersecurity Law of the PRC, network logs are kept for at least six months.',
  'other.clause.sharing.title': 'Sharing and where it is stored',
  'other.clause.sharing.p1':
    'To complete a transaction we give the other party what it needs, such as each side’s enterprise name and contact person after an award; payments are processed by licensed payment institutions.',
  'other.clause.sharing.p2':
    'Except where the law requires it or you separately consent, we give your personal information to no other third party and never sell it. Personal information is stored within the People’s Republic of China.',
  'other.clause.rights.title': 'Your rights',
  'other.clause.rights.lead':
    'Under the Personal Information Protection Law of the PRC (《个人信息保护法》), you may:',
  'other.clause.rights.i1': 'access and copy your personal information;',
  'other.clause.rights.i2': 'correct or complete inaccurate or incomplete information;',
  'other.clause.rights.i3':
    'have it deleted where the law provides, withdraw your consent, or close your account;',
  'other.clause.rights.i4': 'ask us to explain our rules for processing personal information;',
  'other.clause.rights.i5':
    'have it transferred to a processor you name, where the conditions set by the Cyberspace Administration are met.',
  'other.clause.rights.after':
    'You can change most of your information yourself in the member centre; send other requests through the contact details below and we will reply within 15 working days.',
  'other.clause.storage.title': 'Cookies and local storage',
  'other.clause.storage.p1':
    'The platform uses no advertising or cross-site tracking cookies. Your browser’s local storage keeps your log-in tokens, cached reference data and language preference, to keep you logged in and pages fast; log-in tokens are stored encrypted and expire after 30 days at most.',
  'other.clause.storage.p2':
    'Logging out removes the log-in tokens; you can also clear local storage in your browser settings, after which you log in again.',
  'other.clause.contact.title': 'Contact',
  'other.clause.contact.p1':
    'For questions, comments or complaints about these terms or about how we handle personal information, write to our personal information protection officer at {email} or call our hotline {hotline}.',
  'other.clause.contact.p2': 'Postal address: {address}.',
};

export default other;
