import { z } from 'zod';
import { MESSAGE_KINDS, MESSAGE_LANGS, type MessageData, type MessageKind, type MessageLang } from '@portal/contract/notifications';

/**
 * Which channel carries each kind's short message, and the template each provider must be told:
 * in India every commercial SMS names the DLT template its text was registered under, and a
 * WhatsApp business message must use a template WhatsApp approved. Both come from the environment
 * (README, configuration table), as JSON objects keyed by kind and language:
 *
 *   SMS_DLT_TEMPLATES='{"payment-succeeded":{"en":"1107161234567890123","ta":"1107161234567890124"}, ...}'
 *   WHATSAPP_TEMPLATES='{"event-reminder":{"en":"event_reminder_en"}, ...}'
 *   WHATSAPP_KINDS='event-reminder,payment-succeeded'   (these kinds go by WhatsApp instead of SMS)
 */
export interface MessageSettingsInput {
  SMS_PROVIDER: string;
  SMS_HTTP_URL?: string;
  WHATSAPP_PROVIDER: string;
  WHATSAPP_HTTP_URL?: string;
  WHATSAPP_KINDS: string;
  SMS_DLT_TEMPLATES: string;
  WHATSAPP_TEMPLATES: string;
}

type TemplateMap = Partial<Record<MessageKind, Partial<Record<MessageLang, string>>>>;

const templateMapSchema = z.partialRecord(
  z.enum(MESSAGE_KINDS),
  z.object({ en: z.string().min(1).optional(), ta: z.string().min(1).optional() }).strict(),
);

function parseTemplateMap(name: string, text: string, problems: string[]): TemplateMap {
  if (!text.trim()) return {};
  try {
    const parsed = templateMapSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as TemplateMap;
    problems.push(`${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  } catch {
    problems.push(`${name}: not valid JSON`);
  }
  return {};
}

function parseKinds(text: string, problems: string[]): Set<MessageKind> {
  const kinds = text.split(',').map((k) => k.trim()).filter(Boolean);
  const unknown = kinds.filter((k) => !(MESSAGE_KINDS as readonly string[]).includes(k));
  if (unknown.length) problems.push(`WHATSAPP_KINDS: unknown kind(s) ${unknown.join(', ')}`);
  return new Set(kinds.filter((k): k is MessageKind => !unknown.includes(k)));
}

/** The order of a WhatsApp template's placeholders per kind: an approved template uses the same. */
export const WHATSAPP_PARAMETERS: Record<MessageKind, Array<keyof MessageData>> = {
  'registration-received': ['name', 'event_name', 'event_date', 'link'],
  'payment-succeeded': ['name', 'amount', 'event_name', 'reg_number', 'link'],
  'payment-failed': ['name', 'amount', 'link'],
  'payment-pending': ['name', 'amount', 'link'],
  'donation-received': ['name', 'amount', 'receipt_number'],
  'password-changed': ['name', 'phone'],
  'mobile-changed': ['name', 'mobile_tail', 'phone'],
  'balance-reminder': ['name', 'due', 'event_name', 'event_date', 'link'],
  'event-reminder': ['name', 'event_name', 'event_date', 'event_time', 'event_address', 'map_url'],
  'feedback-request': ['name', 'event_name', 'link'],
  'details-form-request': ['name', 'program_name', 'event_name', 'link'],
  'waitlist-offer': ['name', 'event_name', 'offer_until', 'link'],
  'waitlist-moved': ['name', 'event_name', 'waiting_place', 'link'],
  'waitlist-removed': ['name', 'event_name', 'phone'],
  'event-cancelled': ['name', 'event_name', 'event_date', 'link'],
  'form-10be-issued': ['name', 'fy', 'link'],
  'registration-cancelled': ['name', 'event_name', 'event_date', 'link'],
  'refund-recorded': ['name', 'amount', 'refunded_on', 'link'],
  'pay-later-allowed': ['name', 'event_name', 'due', 'link'],
  'receipt-corrected': ['name', 'old_receipt', 'receipt_number'],
  'offline-donation-receipt': ['name', 'amount', 'received_on', 'receipt_number'],
  'desk-ticket': ['name', 'event_name', 'event_date', 'reg_number', 'link'],
  'desk-account-created': ['name', 'link'],
  broadcast: ['name', 'event_name', 'broadcast_body'],
};

export interface MessageSettings {
  /** 'whatsapp' for the kinds WHATSAPP_KINDS names, else 'sms'. */
  shortChannel(kind: MessageKind): 'sms' | 'whatsapp';
  /** The DLT template id of a kind's SMS text, or undefined when none is configured. */
  dltTemplate(kind: MessageKind, lang: MessageLang): string | undefined;
  /** The approved WhatsApp template's name for a kind and language. */
  whatsappTemplate(kind: MessageKind, lang: MessageLang): string | undefined;
}

/** Reads the settings; `problems` lists what is wrong (loadConfig refuses to start on any). */
export function readMessageSettings(c: MessageSettingsInput): { settings: MessageSettings; problems: string[] } {
  const problems: string[] = [];
  const dlt = parseTemplateMap('SMS_DLT_TEMPLATES', c.SMS_DLT_TEMPLATES, problems);
  const whatsapp = parseTemplateMap('WHATSAPP_TEMPLATES', c.WHATSAPP_TEMPLATES, problems);
  const whatsappKinds = parseKinds(c.WHATSAPP_KINDS, problems);
  // The outbox providers reach nobody: placeholders let every flow be walked without settings.
  const smsIsReal = c.SMS_PROVIDER === 'http' && !!c.SMS_HTTP_URL;
  const whatsappIsReal = c.WHATSAPP_PROVIDER === 'http' && !!c.WHATSAPP_HTTP_URL;
  const settings: MessageSettings = {
    shortChannel: (kind) => (whatsappKinds.has(kind) ? 'whatsapp' : 'sms'),
    dltTemplate: (kind, lang) => dlt[kind]?.[lang] ?? (smsIsReal ? undefined : `DEV-DLT-${kind}-${lang}`),
    whatsappTemplate: (kind, lang) => whatsapp[kind]?.[lang] ?? (whatsappIsReal ? undefined : `${kind.replaceAll('-', '_')}_${lang}`),
  };
  if (smsIsReal) {
    const missing = MESSAGE_KINDS.filter((k) => !whatsappKinds.has(k)).flatMap((k) => MESSAGE_LANGS.filter((l) => !dlt[k]?.[l]).map((l) => `${k}.${l}`));
    if (missing.length) problems.push(`SMS_DLT_TEMPLATES: every SMS needs a DLT template id; missing ${missing.join(', ')}`);
  }
  if (whatsappIsReal) {
    const missing = [...whatsappKinds].flatMap((k) => MESSAGE_LANGS.filter((l) => !whatsapp[k]?.[l]).map((l) => `${k}.${l}`));
    if (missing.length) problems.push(`WHATSAPP_TEMPLATES: every WhatsApp message needs an approved template; missing ${missing.join(', ')}`);
  }
  return { settings, problems };
}
