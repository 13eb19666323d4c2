import { MESSAGE_KINDS } from '@portal/contract/notifications';

/** A DLT template id for every kind's SMS in both languages (required with a real SMS gateway). */
const DLT_TEMPLATES = JSON.stringify(
  Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, { en: `11071600000000${String(2 * i).padStart(5, '0')}`, ta: `11071600000000${String(2 * i + 1).padStart(5, '0')}` }])),
);

/** A production configuration with nothing left at a demo value: the base every case spoils once. */
export const SAFE_PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.org',
  PAYMENT_PROVIDER: 'ccavenue',
  CCAVENUE_MERCHANT_ID: 'm',
  CCAVENUE_ACCESS_CODE: 'a',
  CCAVENUE_WORKING_KEY: 'k',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.org/send',
  SMS_HTTP_TOKEN: 'sms-token',
  SMS_DLT_TEMPLATES: DLT_TEMPLATES,
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.org',
  FOUNDATION_NAME: 'Sri Matangi Trust',
  FOUNDATION_ADDRESS: '12 Temple Street, Madurai 625001',
  FOUNDATION_PAN: 'AABTS1234K',
  FOUNDATION_80G_URN: 'AABTS1234KF20241',
  FOUNDATION_80G_VALIDITY: 'AY 2025-26 to AY 2029-30',
  TICKET_SECRET: 'a-ticket-secret-of-the-foundation-0123456789',
  TICKET_SIGNING_KEY: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
  AADHAAR_KEY: 'an-aadhaar-key-of-the-foundation-0123456789',
};
