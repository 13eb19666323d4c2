import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';

/** Sends text messages (OTP codes, notices). `templateId`: the DLT template the text was registered as. */
export interface SmsProvider {
  send(to: string, body: string, options?: { templateId?: string }): Promise<void>;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends emails (contact notifications, receipts): a plain-text part, and an HTML part when given. */
export interface EmailProvider {
  send(message: { to: string; subject: string; body: string; html?: string; attachments?: EmailAttachment[] }): Promise<void>;
}

/**
 * Sends WhatsApp messages. Business messages outside a conversation must use a template the
 * provider approved beforehand: `template` is its name, `language` its language, `parameters`
 * fill its placeholders in order; `preview` is the text as the person reads it (for the outbox).
 */
export interface WhatsAppProvider {
  send(message: { to: string; template: string; language: string; parameters: string[]; preview: string }): Promise<void>;
}

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email' | 'whatsapp';
  recipient: string;
  subject: string;
  body: string;
  html: string;
  /** Attachments (name, type, size), DLT template id, WhatsApp template: what the message carried. */
  meta: Record<string, unknown>;
  created_at: string;
}

/**
 * The outbox providers "send" by storing the message, which /dev/outbox shows. They are the
 * default outside production so that every flow (OTP, contact form) can be walked on one machine.
 */
export function outboxSms(q: Queryable): SmsProvider {
  return {
    async send(to, body, options = {}) {
      const meta = options.templateId ? { dlt_template_id: options.templateId } : {};
      await q.query(`INSERT INTO outbox (channel, recipient, body, meta) VALUES ('sms', $1, $2, $3)`, [to, body, JSON.stringify(meta)]);
    },
  };
}

export function outboxEmail(q: Queryable): EmailProvider {
  return {
    async send({ to, subject, body, html = '', attachments = [] }) {
      // The outbox keeps what each attachment was (a PDF of so many bytes), not the file itself.
      const meta = attachments.length
        ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length })) }
        : {};
      await q.query(
        `INSERT INTO outbox (channel, recipient, subject, body, html, meta) VALUES ('email', $1, $2, $3, $4, $5)`,
        [to, subject, body, html, JSON.stringify(meta)],
      );
    },
  };
}

export function outboxWhatsApp(q: Queryable): WhatsAppProvider {
  return {
    async send({ to, template, language, parameters, preview }) {
      await q.query(
        `INSERT INTO outbox (channel, recipient, subject, body, meta) VALUES ('whatsapp', $1, $2, $3, $4)`,
        [to, template, preview, JSON.stringify({ template, language, parameters })],
      );
    },
  };
}

export async function listOutbox(q: Queryable, limit = 100): Promise<OutboxEntry[]> {
  return q.query<OutboxEntry>(
    `SELECT id::int, channel, recipient, subject, body, html, meta, created_at::text FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}

/** POSTs JSON with a bearer token; a gateway's refusal is an error (the message is retried). */
async function postJson(url: string, token: string, payload: unknown, what: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${what} answered ${res.status}`);
}

/** An SMS gateway reached by an HTTP POST of {to, message, template_id} with a bearer token. */
export function httpSms(url: string, token = ''): SmsProvider {
  return {
    async send(to, body, options = {}) {
      await postJson(url, token, { to, message: body, ...(options.templateId ? { template_id: options.templateId } : {}) }, 'SMS gateway');
    },
  };
}

/** A WhatsApp Business gateway reached by an HTTP POST of {to, template, language, parameters}. */
export function httpWhatsApp(url: string, token = ''): WhatsAppProvider {
  return {
    async send({ to, template, language, parameters }) {
      await postJson(url, token, { to, template, language, parameters }, 'WhatsApp gateway');
    },
  };
}

export function smtpEmail(url: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, body, html, attachments = [] }) {
      await transport.sendMail({ from, to, subject, text: body, ...(html ? { html } : {}), attachments });
    },
  };
}

/** The providers the configuration names; loadConfig has refused a provider without its settings. */
export function createMessaging(config: Config, q: Queryable) {
  const sms = config.SMS_PROVIDER === 'http' ? httpSms(required(config.SMS_HTTP_URL, 'SMS_HTTP_URL'), config.SMS_HTTP_TOKEN) : outboxSms(q);
  const email = config.EMAIL_PROVIDER === 'smtp' ? smtpEmail(required(config.SMTP_URL, 'SMTP_URL'), config.EMAIL_FROM) : outboxEmail(q);
  const whatsapp =
    config.WHATSAPP_PROVIDER === 'http' ? httpWhatsApp(required(config.WHATSAPP_HTTP_URL, 'WHATSAPP_HTTP_URL'), config.WHATSAPP_HTTP_TOKEN) : outboxWhatsApp(q);
  return { sms, email, whatsapp };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
