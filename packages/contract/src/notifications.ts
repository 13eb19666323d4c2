/**
 * The texts of the messages the foundation sends a devotee (email, SMS, WhatsApp), per kind and
 * language. The server renders them (apps/server/src/modules/messages); they live here with the
 * other message texts so that one catalogue holds every sentence a person reads.
 *
 * SMS: English stays within one GSM-7 segment (160 characters; 'Rs.' rather than the rupee sign,
 * which would turn the whole SMS into UCS-2). Tamil is UCS-2, 70 characters a segment: Tamil SMS
 * carry no names or links and point to the email, which holds the detail.
 */
export const MESSAGE_KINDS = [
  'registration-received',
  'payment-succeeded',
  'payment-failed',
  'payment-pending',
  'donation-received',
  'password-changed',
  'mobile-changed',
  'balance-reminder',
  'event-reminder',
  'feedback-request',
  'details-form-request',
  'waitlist-offer',
  'waitlist-moved',
  'waitlist-removed',
  'event-cancelled',
  'form-10be-issued',
  'registration-cancelled',
  'refund-recorded',
  'pay-later-allowed',
  'receipt-corrected',
  'offline-donation-receipt',
  'desk-ticket',
  'desk-account-created',
  'broadcast',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Messages go out in the site's two languages (languages.ts). */
import type { Lang } from './languages.ts';
export { LANGS as MESSAGE_LANGS, langOfCode } from './languages.ts';
export type MessageLang = Lang;

/** What a message's texts may show; each kind uses a part of it. Values are already formatted. */
export interface MessageData {
  name: string;
  event_name?: string;
  program_name?: string;
  /** DD/MM/YYYY; `event_end` only when the event lasts several days. */
  event_date?: string;
  event_end?: string;
  /** The event's own time in India, in the message's language (event-times.ts); else the program's timing. */
  event_time?: string;
  /** When the first day begins ('9:00 AM'): what a short message has room for. */
  event_starts?: string;
  event_address?: string;
  map_url?: string;
  /** Amounts with their currency, e.g. 'Rs. 10,000' (no rupee sign: see above). */
  amount?: string;
  due?: string;
  reg_number?: string;
  receipt_number?: string;
  txn_id?: string;
  mobile_tail?: string;
  /** Where the message's button leads (absolute URL). */
  link?: string;
  /** Registration without payment (a free event). */
  free?: boolean;
  /** Foundation's phone, for "if this was not you". */
  phone?: string;
  /** The foundation's name in the message's language (site settings; filled in when the message is sent). */
  org?: string;
  /** Until when a waiting-list offer keeps its seat: 'DD/MM/YYYY HH:MM' in India. */
  offer_until?: string;
  /** The person's place on a waiting list after staff moved them ('3'). */
  waiting_place?: string;
  /** Why staff cancelled the event (event-cancelled) or took someone off its waiting list. */
  reason?: string;
  /** Money paid for a cancelled event's registration: to be refunded, or kept (forfeit) as staff chose. */
  refund?: string;
  forfeit?: string;
  /** Financial year of a Form 10BE certificate ('2026-27'). */
  fy?: string;
  /** A refund staff recorded: the day it was paid out (DD/MM/YYYY) and its bank or UPI reference. */
  refunded_on?: string;
  reference?: string;
  /** What money was for: the event's name, or the fund's name of a donation. */
  purpose?: string;
  /** The receipt a corrected receipt replaces. */
  old_receipt?: string;
  /** The day an offline donation was received (DD/MM/YYYY). */
  received_on?: string;
  /** The receipt carries no 80G statement (e.g. cash above the limit, a gift in kind). */
  no_80g?: boolean;
  /** The message also goes by email (an offline donor may have given none): the SMS then says so. */
  emailed?: boolean;
  /** A message staff wrote to an event's participants (broadcast): its subject and text in the message's language. */
  broadcast_subject?: string;
  broadcast_body?: string;
}

export interface MessageText {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows shown as a table in the email. */
  details: Array<[string, string]>;
  /** The button (label); its address is `data.link`. */
  action?: string;
  sms: string;
}

type Texts = (d: MessageData) => MessageText;

/** Only when a text is made without the site settings' name (`data.org`, set whenever a message is sent). */
const ORG_EN = 'Matangi Foundation';
const ORG_TA = 'மாதங்கி';
const orgEn = (d: MessageData) => d.org || ORG_EN;
const orgTa = (d: MessageData) => d.org || ORG_TA;

/** Event names can be long: the SMS keeps the start so that it stays one segment. */
export const short = (s = '', max = 32) => (s.length <= max ? s : `${s.slice(0, max - 2).trimEnd()}..`);

const when = (d: MessageData) => (d.event_end ? `${d.event_date} - ${d.event_end}` : (d.event_date ?? ''));

const eventRows = (d: MessageData, lang: MessageLang): Array<[string, string]> => {
  const L = lang === 'ta'
    ? { event: 'நிகழ்வு', date: 'நாள்', time: 'நேரம் (இந்திய நேரம்)', place: 'இடம்' }
    : { event: 'Event', date: 'Date', time: 'Time (India)', place: 'Venue' };
  const rows: Array<[string, string]> = [];
  if (d.event_name) rows.push([L.event, d.event_name]);
  if (d.event_date) rows.push([L.date, when(d)]);
  if (d.event_time) rows.push([L.time, d.event_time]);
  if (d.event_address) rows.push([L.place, d.event_address]);
  return rows;
};

/** A broadcast's text as staff wrote it: paragraphs split at blank lines. */
const broadcastParagraphs = (d: MessageData) =>
  (d.broadcast_body ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A broadcast's SMS and WhatsApp text: the foundation's name and the text staff wrote, filled
 * into the one DLT template registered for broadcasts ('{#var#}: {#var#}'); its length is shown
 * to staff and checked against BROADCAST_LIMITS.smsSegments (broadcasts.ts).
 */
export const broadcastSms = (org: string, d: Pick<MessageData, 'broadcast_body'>) => `${org}: ${(d.broadcast_body ?? '').replace(/\s+/g, ' ').trim()}`;

const EN: Record<MessageKind, Texts> = {
  'registration-received': (d) => ({
    subject: `Registration received: ${d.event_name}`,
    heading: 'We have your registration',
    paragraphs: [
      `Dear ${d.name},`,
      d.free
        ? `Thank you for registering for ${d.event_name}. Your place is confirmed.`
        : `Thank you for registering for ${d.event_name}. We will confirm your place as soon as your payment is received.`,
    ],
    details: [...eventRows(d, 'en'), ...(d.amount ? [['Amount', d.amount] as [string, string]] : [])],
    action: 'View my registration',
    sms: `${orgEn(d)}: your registration for ${short(d.event_name)} is received. Details are in your email.`,
  }),
  'payment-succeeded': (d) => ({
    subject: `Payment received: ${d.event_name}`,
    heading: 'Thank you, your payment is received',
    paragraphs: [
      `Dear ${d.name},`,
      `We have received your payment of ${d.amount} for ${d.event_name}. Your invoice is attached.`,
      ...(d.due ? [`Balance still due: ${d.due}. You can pay it from your registration page before the event.`] : []),
    ],
    details: [
      ['Registration number', d.reg_number ?? ''],
      ['Amount paid', d.amount ?? ''],
      ['Transaction', d.txn_id ?? ''],
      ...eventRows(d, 'en'),
    ],
    action: 'View my registration',
    sms: `${orgEn(d)}: payment of ${d.amount} received for ${short(d.event_name)}. Reg no ${d.reg_number}. Invoice sent to your email.`,
  }),
  'payment-failed': (d) => ({
    subject: `Payment not completed: ${d.event_name ?? 'your offering'}`,
    heading: 'Your payment did not go through',
    paragraphs: [
      `Dear ${d.name},`,
      `Your payment of ${d.amount}${d.event_name ? ` for ${d.event_name}` : ''} was not completed, and no money was taken for it. You can try again with the button below.`,
    ],
    details: [['Amount', d.amount ?? ''], ['Transaction', d.txn_id ?? ''], ...eventRows(d, 'en')],
    action: 'Try again',
    sms: `${orgEn(d)}: your payment of ${d.amount} did not go through. Try again: ${d.link}`,
  }),
  'payment-pending': (d) => ({
    subject: `Payment pending: ${d.event_name ?? 'your offering'}`,
    heading: 'Your payment is waiting for the bank',
    paragraphs: [
      `Dear ${d.name},`,
      `Your payment of ${d.amount}${d.event_name ? ` for ${d.event_name}` : ''} is waiting for your bank's confirmation. We will write to you as soon as it is settled; please do not pay again meanwhile.`,
    ],
    details: [['Amount', d.amount ?? ''], ['Transaction', d.txn_id ?? '']],
    action: 'See the payment',
    sms: `${orgEn(d)}: your payment of ${d.amount} is pending with the bank. We will confirm when it clears; please do not pay again.`,
  }),
  'donation-received': (d) => ({
    subject: `Thank you for your offering - receipt ${d.receipt_number}`,
    heading: 'Thank you for your offering',
    paragraphs: [
      `Dear ${d.name},`,
      `We have received your offering of ${d.amount}. Your 80G receipt is attached; keep it to claim the tax exemption.`,
    ],
    details: [['Receipt number', d.receipt_number ?? ''], ['Amount', d.amount ?? ''], ['Transaction', d.txn_id ?? '']],
    action: 'My donations',
    sms: `${orgEn(d)}: thank you for your offering of ${d.amount}. 80G receipt ${d.receipt_number} is sent to your email.`,
  }),
  'password-changed': (d) => ({
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      `Dear ${d.name},`,
      'The password of your account was changed just now, and every device was signed out.',
      `If you did not do this, call us at ${d.phone} at once.`,
    ],
    details: [],
    sms: `${orgEn(d)}: your password was changed. If this was not you, call ${d.phone}.`,
  }),
  'mobile-changed': (d) => ({
    subject: 'The mobile number of your account was changed',
    heading: 'Your mobile number was changed',
    paragraphs: [
      `Dear ${d.name},`,
      `The mobile number of your account is now the one ending in ${d.mobile_tail}. You sign in with the new number from now on.`,
      `If you did not do this, call us at ${d.phone} at once.`,
    ],
    details: [],
    sms: `${orgEn(d)}: your account's mobile number was changed to one ending in ${d.mobile_tail}. If this was not you, call ${d.phone}.`,
  }),
  'balance-reminder': (d) => ({
    subject: `Balance due for ${d.event_name}`,
    heading: 'A balance is due before your event',
    paragraphs: [
      `Dear ${d.name},`,
      `${d.event_name} begins on ${d.event_date}. ${d.due} is still due for your registration; please pay it before the event.`,
    ],
    details: [['Balance due', d.due ?? ''], ...eventRows(d, 'en')],
    action: 'Pay now',
    sms: `${orgEn(d)}: ${d.due} is due for ${short(d.event_name)} on ${d.event_date}. Pay: ${d.link}`,
  }),
  'event-reminder': (d) => ({
    subject: `Tomorrow: ${d.event_name}`,
    heading: 'See you tomorrow',
    paragraphs: [
      `Dear ${d.name},`,
      `${d.event_name} is tomorrow. The details are below, with a calendar file to add it to your calendar.`,
    ],
    details: eventRows(d, 'en'),
    action: 'Open the map',
    sms: `${orgEn(d)}: ${short(d.event_name)} is tomorrow, ${d.event_date}${d.event_starts ? `, ${d.event_starts}` : d.event_time ? `, ${short(d.event_time, 20)}` : ''}. Venue and map are in your email.`,
  }),
  'feedback-request': (d) => ({
    subject: `How was ${d.event_name}?`,
    heading: 'Thank you for attending',
    paragraphs: [
      `Dear ${d.name},`,
      `Thank you for attending ${d.event_name}. Please tell us how it was for you: it takes a few minutes and helps the next participants.`,
    ],
    details: [],
    action: 'Give feedback',
    sms: `${orgEn(d)}: thank you for attending ${short(d.event_name)}. Please share your feedback: ${d.link}`,
  }),
  'details-form-request': (d) => ({
    subject: `One more step for ${d.event_name}`,
    heading: `Please fill in the ${d.program_name} form`,
    paragraphs: [
      `Dear ${d.name},`,
      `Your place for ${d.event_name} is booked. Please fill in the ${d.program_name} participant form, so that the team can prepare for you.`,
    ],
    details: eventRows(d, 'en'),
    action: 'Fill in the form',
    sms: `${orgEn(d)}: please fill in the ${d.program_name} participant form for your registration: ${d.link}`,
  }),
  'waitlist-offer': (d) => ({
    subject: `A seat is free for you: ${d.event_name}`,
    heading: 'A seat has opened for you',
    paragraphs: [
      `Dear ${d.name},`,
      `A seat has freed up for ${d.event_name}, and it is kept for you until ${d.offer_until} (India time). Please register with the button below before then; after that it goes to the next person on the waiting list.`,
    ],
    details: [...eventRows(d, 'en'), ['Offer valid until', d.offer_until ?? '']],
    action: 'Register now',
    sms: `${orgEn(d)}: a seat for ${short(d.event_name, 24)} is kept for you until ${d.offer_until}. Register: ${d.link}`,
  }),
  'waitlist-moved': (d) => ({
    subject: `Your place on the waiting list: ${d.event_name}`,
    heading: 'Your place on the waiting list has changed',
    paragraphs: [
      `Dear ${d.name},`,
      `The team has changed the order of the waiting list for ${d.event_name}. You are now number ${d.waiting_place} on the waiting list. We will write to you by email and SMS when a seat frees.`,
    ],
    details: [...eventRows(d, 'en'), ['Your place', d.waiting_place ?? '']],
    action: 'See your place',
    sms: `${orgEn(d)}: you are now number ${d.waiting_place} on the waiting list for ${short(d.event_name, 28)}.`,
  }),
  'waitlist-removed': (d) => ({
    subject: `Waiting list: ${d.event_name}`,
    heading: 'You are no longer on the waiting list',
    paragraphs: [
      `Dear ${d.name},`,
      `The team has taken you off the waiting list for ${d.event_name}.`,
      ...(d.reason ? [`Reason: ${d.reason}`] : []),
      `For any question, call us at ${d.phone}.`,
    ],
    details: eventRows(d, 'en'),
    sms: `${orgEn(d)}: you are no longer on the waiting list for ${short(d.event_name, 28)}. Details by email.`,
  }),
  'event-cancelled': (d) => ({
    subject: `Cancelled: ${d.event_name}`,
    heading: 'The event is cancelled',
    paragraphs: [
      `Dear ${d.name},`,
      `We are sorry to tell you that ${d.event_name} (${when(d)}) is cancelled, and your registration with it.`,
      ...(d.reason ? [`Reason: ${d.reason}`] : []),
      ...(d.refund ? [`The ${d.refund} you paid will be refunded to you; the team will write to you about it.`] : []),
      ...(d.forfeit ? [`The ${d.forfeit} you paid is not refunded. For any question, call us at ${d.phone}.`] : []),
    ],
    details: [...eventRows(d, 'en'), ...(d.refund ? [['Refund due', d.refund] as [string, string]] : [])],
    action: 'My registrations',
    sms: `${orgEn(d)}: ${short(d.event_name)} on ${d.event_date} is cancelled.${d.refund ? ` Your ${d.refund} will be refunded.` : ''} Details are in your email.`,
  }),
  'form-10be-issued': (d) => ({
    subject: `Your Form 10BE certificate for ${d.fy}`,
    heading: 'Your Form 10BE certificate',
    paragraphs: [
      `Dear ${d.name},`,
      `The Income Tax Department has issued the Form 10BE certificate of your donations to the foundation in the financial year ${d.fy}. It is attached; keep it to claim the 80G deduction in your return. You can also download it from your Donation List.`,
    ],
    details: [['Financial year', d.fy ?? ''], ['Amount', d.amount ?? '']],
    action: 'My donations',
    sms: `${ORG_EN}: your Form 10BE certificate for ${d.fy} is ready. It is in your email and on your Donation List.`,
  }),
  'registration-cancelled': (d) => ({
    subject: `Registration cancelled: ${d.event_name}`,
    heading: 'Your registration is cancelled',
    paragraphs: [
      `Dear ${d.name},`,
      `The foundation's team has cancelled your registration for ${d.event_name} (${when(d)}).`,
      ...(d.reason ? [`Reason: ${d.reason}`] : []),
      ...(d.refund ? [`The ${d.refund} you paid will be refunded to you; we will write to you when it is paid.`] : []),
      ...(d.forfeit ? [`The ${d.forfeit} you paid is not refunded.`] : []),
      `For any question, call us at ${d.phone}.`,
    ],
    details: [['Registration number', d.reg_number ?? ''], ...eventRows(d, 'en'), ...(d.refund ? [['Refund due', d.refund] as [string, string]] : [])],
    action: 'View my registration',
    sms: `${orgEn(d)}: your registration for ${short(d.event_name)} is cancelled.${d.refund ? ` Your ${d.refund} will be refunded.` : ''} Details are in your email.`,
  }),
  'refund-recorded': (d) => ({
    subject: `Refund of ${d.amount} paid`,
    heading: 'We have refunded you',
    paragraphs: [
      `Dear ${d.name},`,
      `We have refunded ${d.amount} to you on ${d.refunded_on}${d.purpose ? ` for ${d.purpose}` : ''}. Depending on your bank, it may take a few days to show in your account.`,
    ],
    details: [['Amount refunded', d.amount ?? ''], ['Refunded on', d.refunded_on ?? ''], ['Reference', d.reference ?? ''], ['For', d.purpose ?? '']],
    action: 'See the details',
    sms: `${orgEn(d)}: we have refunded ${d.amount} to you on ${d.refunded_on}.${d.reference ? ` Ref ${short(d.reference, 24)}.` : ''} Details are in your email.`,
  }),
  'pay-later-allowed': (d) => ({
    subject: `Your place is held: ${d.event_name}`,
    heading: 'You may pay later',
    paragraphs: [
      `Dear ${d.name},`,
      `The team has held your place for ${d.event_name}, and you may pay the ${d.due} later. Please pay it before the event with Pay Now on your registration page (the button below).`,
    ],
    details: [['Amount due', d.due ?? ''], ...eventRows(d, 'en')],
    action: 'Pay now',
    sms: `${orgEn(d)}: your place for ${short(d.event_name, 24)} is held. Pay ${d.due} before the event: ${d.link}`,
  }),
  'receipt-corrected': (d) => ({
    subject: `Corrected receipt ${d.receipt_number}`,
    heading: 'Your receipt is corrected',
    paragraphs: [
      `Dear ${d.name},`,
      `Your receipt ${d.old_receipt} has been corrected. The corrected receipt ${d.receipt_number} is attached and replaces it: please keep the corrected one and set the earlier one aside.`,
    ],
    details: [['Receipt number', d.receipt_number ?? ''], ['Replaces', d.old_receipt ?? ''], ['Amount', d.amount ?? '']],
    action: 'My donations',
    sms: `${orgEn(d)}: your receipt ${d.old_receipt} is corrected; the corrected receipt is ${d.receipt_number}.${d.emailed ? ' It is in your email.' : ''}`,
  }),
  'offline-donation-receipt': (d) => ({
    subject: `Thank you for your offering - receipt ${d.receipt_number}`,
    heading: 'Thank you for your offering',
    paragraphs: [
      `Dear ${d.name},`,
      d.no_80g
        ? `We have received your offering of ${d.amount} on ${d.received_on}. Your receipt is attached.`
        : `We have received your offering of ${d.amount} on ${d.received_on}. Your 80G receipt is attached; keep it to claim the tax exemption.`,
    ],
    details: [['Receipt number', d.receipt_number ?? ''], ['Amount', d.amount ?? ''], ['Received on', d.received_on ?? ''], ['Reference', d.reference ?? '']],
    sms: `${orgEn(d)}: thank you for your offering of ${d.amount} received on ${d.received_on}. Receipt ${d.receipt_number}.${d.emailed ? ' It is in your email.' : ''}`,
  }),
  'desk-ticket': (d) => ({
    subject: `Your ticket: ${d.event_name}`,
    heading: 'You are registered',
    paragraphs: [
      `Dear ${d.name},`,
      `You are registered for ${d.event_name} (${when(d)}). Your registration number ${d.reg_number} is your ticket: show it at the door, or the QR code on your registration page (the button below).`,
    ],
    details: [['Registration number', d.reg_number ?? ''], ...eventRows(d, 'en')],
    action: 'View my ticket',
    sms: `${orgEn(d)}: you are registered for ${short(d.event_name)}. Your ticket: Reg no ${d.reg_number}. Show it at the door.`,
  }),
  'desk-account-created': (d) => ({
    subject: 'Your account with the foundation',
    heading: 'Your account is ready',
    paragraphs: [
      `Dear ${d.name},`,
      'The foundation\'s team made an account for you with your mobile number. To log in, set a password with the button below: enter your mobile number, and a code comes to it by SMS.',
    ],
    details: [],
    action: 'Set my password',
    sms: `${orgEn(d)}: your account is ready. Set a password with your mobile number at ${d.link}`,
  }),
  broadcast: (d) => ({
    subject: d.broadcast_subject ?? '',
    heading: d.broadcast_subject ?? '',
    paragraphs: [`Dear ${d.name},`, ...broadcastParagraphs(d)],
    details: eventRows(d, 'en'),
    sms: broadcastSms(orgEn(d), d),
  }),
};

const TA: Record<MessageKind, Texts> = {
  'registration-received': (d) => ({
    subject: `பதிவு பெறப்பட்டது: ${d.event_name}`,
    heading: 'உங்கள் பதிவு எங்களுக்குக் கிடைத்தது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      d.free
        ? `${d.event_name} நிகழ்வுக்குப் பதிவு செய்ததற்கு நன்றி. உங்கள் இடம் உறுதியானது.`
        : `${d.event_name} நிகழ்வுக்குப் பதிவு செய்ததற்கு நன்றி. உங்கள் கட்டணம் கிடைத்தவுடன் இடத்தை உறுதிசெய்வோம்.`,
    ],
    details: [...eventRows(d, 'ta'), ...(d.amount ? [['தொகை', d.amount] as [string, string]] : [])],
    action: 'என் பதிவைப் பார்க்க',
    sms: `${orgTa(d)}: உங்கள் பதிவு கிடைத்தது. விவரம் மின்னஞ்சலில்.`,
  }),
  'payment-succeeded': (d) => ({
    subject: `கட்டணம் பெறப்பட்டது: ${d.event_name}`,
    heading: 'நன்றி, உங்கள் கட்டணம் கிடைத்தது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வுக்கான ${d.amount} கட்டணம் எங்களுக்குக் கிடைத்தது. விலைப்பட்டியல் இணைக்கப்பட்டுள்ளது.`,
      ...(d.due ? [`மீதமுள்ள தொகை: ${d.due}. நிகழ்வுக்கு முன் உங்கள் பதிவுப் பக்கத்தில் செலுத்தலாம்.`] : []),
    ],
    details: [
      ['பதிவு எண்', d.reg_number ?? ''],
      ['செலுத்திய தொகை', d.amount ?? ''],
      ['பரிவர்த்தனை', d.txn_id ?? ''],
      ...eventRows(d, 'ta'),
    ],
    action: 'என் பதிவைப் பார்க்க',
    sms: `${orgTa(d)}: உங்கள் கட்டணம் கிடைத்தது. நன்றி! விவரம் மின்னஞ்சலில்.`,
  }),
  'payment-failed': (d) => ({
    subject: `கட்டணம் நிறைவடையவில்லை${d.event_name ? `: ${d.event_name}` : ''}`,
    heading: 'உங்கள் கட்டணம் நிறைவடையவில்லை',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name ? `${d.event_name} நிகழ்வுக்கான ` : ''}${d.amount} கட்டணம் நிறைவடையவில்லை; அதற்காகப் பணம் எடுக்கப்படவில்லை. கீழே உள்ள பொத்தானில் மீண்டும் முயலலாம்.`,
    ],
    details: [['தொகை', d.amount ?? ''], ['பரிவர்த்தனை', d.txn_id ?? ''], ...eventRows(d, 'ta')],
    action: 'மீண்டும் முயல',
    sms: `${orgTa(d)}: கட்டணம் நிறைவடையவில்லை. மீண்டும் முயல மின்னஞ்சல் காண்க.`,
  }),
  'payment-pending': (d) => ({
    subject: `கட்டணம் நிலுவையில்${d.event_name ? `: ${d.event_name}` : ''}`,
    heading: 'உங்கள் கட்டணம் வங்கியின் உறுதிக்காகக் காத்திருக்கிறது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name ? `${d.event_name} நிகழ்வுக்கான ` : ''}${d.amount} கட்டணம் உங்கள் வங்கியின் உறுதிக்காகக் காத்திருக்கிறது. முடிவு தெரிந்தவுடன் தெரிவிப்போம்; அதுவரை மீண்டும் செலுத்த வேண்டாம்.`,
    ],
    details: [['தொகை', d.amount ?? ''], ['பரிவர்த்தனை', d.txn_id ?? '']],
    action: 'கட்டணத்தைப் பார்க்க',
    sms: `${orgTa(d)}: கட்டணம் வங்கியில் நிலுவையில் உள்ளது. மீண்டும் செலுத்தாதீர்.`,
  }),
  'donation-received': (d) => ({
    subject: `உங்கள் காணிக்கைக்கு நன்றி - ரசீது ${d.receipt_number}`,
    heading: 'உங்கள் காணிக்கைக்கு நன்றி',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `உங்கள் ${d.amount} காணிக்கை எங்களுக்குக் கிடைத்தது. 80G ரசீது இணைக்கப்பட்டுள்ளது; வரிவிலக்கு கோர அதைப் பாதுகாத்து வையுங்கள்.`,
    ],
    details: [['ரசீது எண்', d.receipt_number ?? ''], ['தொகை', d.amount ?? ''], ['பரிவர்த்தனை', d.txn_id ?? '']],
    action: 'என் நன்கொடைகள்',
    sms: `${orgTa(d)}: உங்கள் காணிக்கைக்கு நன்றி! 80G ரசீது மின்னஞ்சலில்.`,
  }),
  'password-changed': (d) => ({
    subject: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
    heading: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      'உங்கள் கணக்கின் கடவுச்சொல் சற்று முன் மாற்றப்பட்டது; எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டீர்கள்.',
      `இதை நீங்கள் செய்யவில்லை என்றால் உடனே ${d.phone} எண்ணில் எங்களை அழையுங்கள்.`,
    ],
    details: [],
    sms: `${orgTa(d)}: கடவுச்சொல் மாற்றப்பட்டது. நீங்கள் அல்லவெனில் அழையுங்கள்.`,
  }),
  'mobile-changed': (d) => ({
    subject: 'உங்கள் கணக்கின் கைபேசி எண் மாற்றப்பட்டது',
    heading: 'உங்கள் கைபேசி எண் மாற்றப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `உங்கள் கணக்கின் கைபேசி எண் இப்போது ${d.mobile_tail} என முடியும் எண். இனி புதிய எண்ணுடன் உள்நுழையுங்கள்.`,
      `இதை நீங்கள் செய்யவில்லை என்றால் உடனே ${d.phone} எண்ணில் எங்களை அழையுங்கள்.`,
    ],
    details: [],
    sms: `${orgTa(d)}: கைபேசி எண் மாற்றப்பட்டது. நீங்கள் இல்லையெனில் அழையுங்கள்.`,
  }),
  'balance-reminder': (d) => ({
    subject: `${d.event_name}: மீதத் தொகை நிலுவையில் உள்ளது`,
    heading: 'நிகழ்வுக்கு முன் மீதத் தொகையைச் செலுத்துங்கள்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} ${d.event_date} அன்று தொடங்குகிறது. உங்கள் பதிவுக்கு இன்னும் ${d.due} நிலுவையில் உள்ளது; நிகழ்வுக்கு முன் செலுத்துங்கள்.`,
    ],
    details: [['நிலுவைத் தொகை', d.due ?? ''], ...eventRows(d, 'ta')],
    action: 'இப்போது செலுத்த',
    sms: `${orgTa(d)}: நிகழ்வுக்கு முன் மீதத் தொகையைச் செலுத்துக. மின்னஞ்சல் காண்க.`,
  }),
  'event-reminder': (d) => ({
    subject: `நாளை: ${d.event_name}`,
    heading: 'நாளை சந்திப்போம்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நாளை நடைபெறுகிறது. விவரங்கள் கீழே உள்ளன; உங்கள் நாள்காட்டியில் சேர்க்க ஒரு கோப்பும் இணைக்கப்பட்டுள்ளது.`,
    ],
    details: eventRows(d, 'ta'),
    action: 'வரைபடத்தைத் திறக்க',
    sms: `${orgTa(d)}: உங்கள் நிகழ்வு நாளை${d.event_starts ? ` ${d.event_starts}` : ''}. இடமும் வரைபடமும் மின்னஞ்சலில்.`,
  }),
  'feedback-request': (d) => ({
    subject: `${d.event_name} எப்படி இருந்தது?`,
    heading: 'கலந்துகொண்டதற்கு நன்றி',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வில் கலந்துகொண்டதற்கு நன்றி. உங்கள் அனுபவத்தைப் பகிருங்கள்: சில நிமிடங்களே ஆகும், அடுத்து வருபவர்களுக்கு அது உதவும்.`,
    ],
    details: [],
    action: 'கருத்து தெரிவிக்க',
    sms: `${orgTa(d)}: கலந்துகொண்டதற்கு நன்றி! உங்கள் கருத்தைப் பகிருங்கள்.`,
  }),
  'details-form-request': (d) => ({
    subject: `${d.event_name}: இன்னும் ஒரு படி`,
    heading: `${d.program_name} படிவத்தை நிரப்புங்கள்`,
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வில் உங்கள் இடம் பதிவானது. குழு உங்களுக்காகத் தயாராக ${d.program_name} பங்கேற்பாளர் படிவத்தை நிரப்புங்கள்.`,
    ],
    details: eventRows(d, 'ta'),
    action: 'படிவத்தை நிரப்ப',
    sms: `${orgTa(d)}: பங்கேற்பாளர் படிவத்தை நிரப்புங்கள். இணைப்பு மின்னஞ்சலில்.`,
  }),
  'waitlist-offer': (d) => ({
    subject: `${d.event_name}: உங்களுக்கு ஓர் இடம் காத்திருக்கிறது`,
    heading: 'உங்களுக்கு ஓர் இடம் கிடைத்துள்ளது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வில் ஓர் இடம் காலியாகியுள்ளது; ${d.offer_until} (இந்திய நேரம்) வரை அது உங்களுக்காக வைக்கப்பட்டுள்ளது. அதற்குள் கீழே உள்ள பொத்தானில் பதிவு செய்யுங்கள்; பின்னர் அது காத்திருப்புப் பட்டியலில் அடுத்தவருக்குச் செல்லும்.`,
    ],
    details: [...eventRows(d, 'ta'), ['சலுகை முடியும் நேரம்', d.offer_until ?? '']],
    action: 'இப்போதே பதிவு செய்ய',
    sms: `${orgTa(d)}: உங்களுக்கு ஓர் இடம் காத்திருக்கிறது. விவரம் மின்னஞ்சலில்.`,
  }),
  'waitlist-moved': (d) => ({
    subject: `${d.event_name}: காத்திருப்புப் பட்டியலில் உங்கள் இடம்`,
    heading: 'காத்திருப்புப் பட்டியலில் உங்கள் இடம் மாறியுள்ளது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வின் காத்திருப்புப் பட்டியலின் வரிசையைக் குழு மாற்றியுள்ளது. காத்திருப்புப் பட்டியலில் நீங்கள் இப்போது ${d.waiting_place}-ஆவது இடத்தில் உள்ளீர்கள். இடம் காலியானதும் மின்னஞ்சல் மற்றும் SMS மூலம் தெரிவிப்போம்.`,
    ],
    details: [...eventRows(d, 'ta'), ['உங்கள் இடம்', d.waiting_place ?? '']],
    action: 'உங்கள் இடத்தைப் பார்க்க',
    sms: `${orgTa(d)}: காத்திருப்புப் பட்டியலில் நீங்கள் இப்போது ${d.waiting_place}-ஆவது இடம்.`,
  }),
  'waitlist-removed': (d) => ({
    subject: `${d.event_name}: காத்திருப்புப் பட்டியல்`,
    heading: 'நீங்கள் இனி காத்திருப்புப் பட்டியலில் இல்லை',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வின் காத்திருப்புப் பட்டியலிலிருந்து குழு உங்களை நீக்கியுள்ளது.`,
      ...(d.reason ? [`காரணம்: ${d.reason}`] : []),
      `ஏதேனும் கேள்வி இருந்தால் ${d.phone} எண்ணில் அழையுங்கள்.`,
    ],
    details: eventRows(d, 'ta'),
    sms: `${orgTa(d)}: காத்திருப்புப் பட்டியலில் உங்கள் இடம் நீக்கப்பட்டது.`,
  }),
  'event-cancelled': (d) => ({
    subject: `ரத்து: ${d.event_name}`,
    heading: 'நிகழ்வு ரத்து செய்யப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} (${when(d)}) நிகழ்வு ரத்து செய்யப்பட்டது என்பதை வருத்தத்துடன் தெரிவிக்கிறோம்; உங்கள் பதிவும் அதனுடன் ரத்தாகிறது.`,
      ...(d.reason ? [`காரணம்: ${d.reason}`] : []),
      ...(d.refund ? [`நீங்கள் செலுத்திய ${d.refund} உங்களுக்குத் திருப்பித் தரப்படும்; அது குறித்து குழு உங்களுக்கு எழுதும்.`] : []),
      ...(d.forfeit ? [`நீங்கள் செலுத்திய ${d.forfeit} திருப்பித் தரப்படாது. ஏதேனும் கேள்வி இருந்தால் ${d.phone} எண்ணில் அழையுங்கள்.`] : []),
    ],
    details: [...eventRows(d, 'ta'), ...(d.refund ? [['திருப்பித் தர வேண்டிய தொகை', d.refund] as [string, string]] : [])],
    action: 'என் பதிவுகள்',
    sms: `${orgTa(d)}: உங்கள் நிகழ்வு ரத்து செய்யப்பட்டது. விவரம் மின்னஞ்சலில்.`,
  }),
  'form-10be-issued': (d) => ({
    subject: `${d.fy} ஆண்டுக்கான உங்கள் படிவம் 10BE சான்றிதழ்`,
    heading: 'உங்கள் படிவம் 10BE சான்றிதழ்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.fy} நிதியாண்டில் அறக்கட்டளைக்கு நீங்கள் அளித்த நன்கொடைகளுக்கான படிவம் 10BE சான்றிதழை வருமான வரித் துறை வழங்கியுள்ளது. அது இணைக்கப்பட்டுள்ளது; உங்கள் கணக்கில் 80G கழிவு கோர அதைப் பாதுகாத்து வையுங்கள். உங்கள் நன்கொடைப் பட்டியலிலிருந்தும் பதிவிறக்கலாம்.`,
    ],
    details: [['நிதியாண்டு', d.fy ?? ''], ['தொகை', d.amount ?? '']],
    action: 'என் நன்கொடைகள்',
    sms: `${ORG_TA}: உங்கள் 10BE சான்றிதழ் தயார். விவரம் மின்னஞ்சலில்.`,
  }),
  'registration-cancelled': (d) => ({
    subject: `பதிவு ரத்து: ${d.event_name}`,
    heading: 'உங்கள் பதிவு ரத்து செய்யப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} (${when(d)}) நிகழ்வுக்கான உங்கள் பதிவை அறக்கட்டளைக் குழு ரத்து செய்துள்ளது.`,
      ...(d.reason ? [`காரணம்: ${d.reason}`] : []),
      ...(d.refund ? [`நீங்கள் செலுத்திய ${d.refund} உங்களுக்குத் திருப்பித் தரப்படும்; செலுத்தியதும் உங்களுக்கு எழுதுவோம்.`] : []),
      ...(d.forfeit ? [`நீங்கள் செலுத்திய ${d.forfeit} திருப்பித் தரப்படாது.`] : []),
      `ஏதேனும் கேள்வி இருந்தால் ${d.phone} எண்ணில் அழையுங்கள்.`,
    ],
    details: [['பதிவு எண்', d.reg_number ?? ''], ...eventRows(d, 'ta'), ...(d.refund ? [['திருப்பித் தர வேண்டிய தொகை', d.refund] as [string, string]] : [])],
    action: 'என் பதிவைப் பார்க்க',
    sms: `${orgTa(d)}: உங்கள் பதிவு ரத்தானது. விவரம் மின்னஞ்சலில்.`,
  }),
  'refund-recorded': (d) => ({
    subject: `${d.amount} திருப்பி அளிக்கப்பட்டது`,
    heading: 'உங்கள் பணம் திருப்பி அளிக்கப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.purpose ? `${d.purpose} தொடர்பாக ` : ''}${d.amount} தொகையை ${d.refunded_on} அன்று உங்களுக்குத் திருப்பி அளித்துள்ளோம். உங்கள் வங்கியைப் பொறுத்து, அது கணக்கில் தெரிய சில நாட்கள் ஆகலாம்.`,
    ],
    details: [['திருப்பி அளித்த தொகை', d.amount ?? ''], ['திருப்பி அளித்த நாள்', d.refunded_on ?? ''], ['குறிப்பு எண்', d.reference ?? ''], ['எதற்காக', d.purpose ?? '']],
    action: 'விவரத்தைப் பார்க்க',
    sms: `${orgTa(d)}: பணம் திருப்பித் தரப்பட்டது. விவரம் மின்னஞ்சலில்.`,
  }),
  'pay-later-allowed': (d) => ({
    subject: `உங்கள் இடம் உறுதி: ${d.event_name}`,
    heading: 'பின்னர் செலுத்தலாம்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} நிகழ்வில் உங்கள் இடத்தைக் குழு உறுதிசெய்து வைத்துள்ளது; ${d.due} தொகையைப் பின்னர் செலுத்தலாம். நிகழ்வுக்கு முன் உங்கள் பதிவுப் பக்கத்தில் (கீழே உள்ள பொத்தான்) செலுத்துங்கள்.`,
    ],
    details: [['செலுத்த வேண்டிய தொகை', d.due ?? ''], ...eventRows(d, 'ta')],
    action: 'இப்போது செலுத்த',
    sms: `${orgTa(d)}: இடம் உறுதி; பின்னர் செலுத்தலாம். மின்னஞ்சல் காண்க.`,
  }),
  'receipt-corrected': (d) => ({
    subject: `திருத்திய ரசீது ${d.receipt_number}`,
    heading: 'உங்கள் ரசீது திருத்தப்பட்டது',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `உங்கள் ${d.old_receipt} ரசீது திருத்தப்பட்டது. அதற்குப் பதிலாகத் திருத்திய ${d.receipt_number} ரசீது இணைக்கப்பட்டுள்ளது: திருத்தியதைப் பாதுகாத்து வையுங்கள், முந்தையதைப் பயன்படுத்த வேண்டாம்.`,
    ],
    details: [['ரசீது எண்', d.receipt_number ?? ''], ['பதிலாக', d.old_receipt ?? ''], ['தொகை', d.amount ?? '']],
    action: 'என் நன்கொடைகள்',
    sms: `${orgTa(d)}: ரசீது திருத்தம். புதிய எண் ${d.receipt_number}`,
  }),
  'offline-donation-receipt': (d) => ({
    subject: `உங்கள் காணிக்கைக்கு நன்றி - ரசீது ${d.receipt_number}`,
    heading: 'உங்கள் காணிக்கைக்கு நன்றி',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      d.no_80g
        ? `உங்கள் ${d.amount} காணிக்கை ${d.received_on} அன்று எங்களுக்குக் கிடைத்தது. ரசீது இணைக்கப்பட்டுள்ளது.`
        : `உங்கள் ${d.amount} காணிக்கை ${d.received_on} அன்று எங்களுக்குக் கிடைத்தது. 80G ரசீது இணைக்கப்பட்டுள்ளது; வரிவிலக்கு கோர அதைப் பாதுகாத்து வையுங்கள்.`,
    ],
    details: [['ரசீது எண்', d.receipt_number ?? ''], ['தொகை', d.amount ?? ''], ['பெற்ற நாள்', d.received_on ?? ''], ['குறிப்பு எண்', d.reference ?? '']],
    sms: `${orgTa(d)}: காணிக்கைக்கு நன்றி! ரசீது எண் ${d.receipt_number}`,
  }),
  'desk-ticket': (d) => ({
    subject: `உங்கள் டிக்கெட்: ${d.event_name}`,
    heading: 'நீங்கள் பதிவு செய்யப்பட்டீர்கள்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      `${d.event_name} (${when(d)}) நிகழ்வுக்கு நீங்கள் பதிவு செய்யப்பட்டீர்கள். உங்கள் பதிவு எண் ${d.reg_number} தான் உங்கள் டிக்கெட்: நுழைவாயிலில் அதையோ, உங்கள் பதிவுப் பக்கத்தில் உள்ள QR குறியீட்டையோ (கீழே உள்ள பொத்தான்) காட்டுங்கள்.`,
    ],
    details: [['பதிவு எண்', d.reg_number ?? ''], ...eventRows(d, 'ta')],
    action: 'என் டிக்கெட்டைப் பார்க்க',
    sms: `${orgTa(d)}: பதிவு உறுதி. டிக்கெட் எண் ${d.reg_number}`,
  }),
  'desk-account-created': (d) => ({
    subject: 'அறக்கட்டளையில் உங்கள் கணக்கு',
    heading: 'உங்கள் கணக்கு தயார்',
    paragraphs: [
      `அன்புள்ள ${d.name},`,
      'அறக்கட்டளைக் குழு உங்கள் கைபேசி எண்ணுடன் உங்களுக்கு ஒரு கணக்கைத் தொடங்கியுள்ளது. உள்நுழைய, கீழே உள்ள பொத்தானில் கடவுச்சொல் அமைக்கவும்: உங்கள் கைபேசி எண்ணை உள்ளிட்டால், SMS-இல் ஒரு குறியீடு வரும்.',
    ],
    details: [],
    action: 'கடவுச்சொல் அமைக்க',
    sms: `${orgTa(d)}: கணக்கு தயார். 'கடவுச்சொல் மறந்ததா' மூலம் அமைக்கவும்`,
  }),
  broadcast: (d) => ({
    subject: d.broadcast_subject ?? '',
    heading: d.broadcast_subject ?? '',
    paragraphs: [`அன்புள்ள ${d.name},`, ...broadcastParagraphs(d)],
    details: eventRows(d, 'ta'),
    sms: broadcastSms(orgTa(d), d),
  }),
};

export const MESSAGE_TEXTS: Record<MessageLang, Record<MessageKind, Texts>> = { en: EN, ta: TA };

/**
 * Data the templates are shown with in the back office (and checked with in the tests): every
 * field a kind may use, with values as long as real ones get.
 */
export const MESSAGE_SAMPLE: MessageData = {
  name: 'Anand Kumar',
  event_name: 'Ulchemy Elite Intensive Weekend at Coimbatore',
  program_name: 'Ulchemy Elite',
  event_date: '12/12/2026',
  event_time: '9:00 AM - 5:30 PM',
  event_starts: '9:00 AM',
  event_address: '21 Temple Street, Coimbatore',
  map_url: 'https://www.google.com/maps/search/?api=1&query=21%20Temple%20Street%2C%20Coimbatore',
  amount: 'Rs. 1,20,000',
  due: 'Rs. 90,000',
  reg_number: 'REG-2026-000123',
  receipt_number: '80G/2026-27/000123',
  txn_id: 'T0123456789abcdef01234567',
  mobile_tail: '3210',
  link: 'https://portal.example.org/eventdetail/123',
  phone: '+91 90000 00000',
  offer_until: '12/12/2026 18:30',
  waiting_place: '3',
  reason: 'The hall is under repair',
  refund: 'Rs. 1,20,000',
  fy: '2026-27',
  refunded_on: '14/12/2026',
  reference: 'UTR 412345678901',
  purpose: 'Ulchemy Elite Intensive Weekend at Coimbatore',
  old_receipt: '80G/2026-27/000122',
  received_on: '12/12/2026',
  emailed: true,
  broadcast_subject: 'Please bring a shawl',
  broadcast_body: 'The hall is cold in the morning.',
};

/** Lines every email ends with. */
export const MESSAGE_FOOTER: Record<MessageLang, { greeting: string; team: string; why: string }> = {
  en: { greeting: 'With gratitude,', team: 'Matangi Foundation', why: 'You receive this email because you have an account with the foundation.' },
  ta: { greeting: 'நன்றியுடன்,', team: 'மாதங்கி அறக்கட்டளை', why: 'அறக்கட்டளையில் உங்களுக்குக் கணக்கு இருப்பதால் இந்த மின்னஞ்சல் அனுப்பப்பட்டது.' },
};

/** GSM 03.38 basic characters (plus the extension table's, which count twice). */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXT = '^{}\\[~]|€';

/** How an SMS text is billed: its encoding, length in that encoding's units and segment count. */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXT.includes(c))) {
    const units = chars.reduce((n, c) => n + (GSM_EXT.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units; Tamil letters are one each.
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
