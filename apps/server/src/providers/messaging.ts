import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';

/** Sends text messages (OTP codes). */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/** Sends emails (contact notifications, receipts). */
export interface EmailProvider {
  send(message: { to: string; subject: string; body: string }): Promise<void>;
}

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/**
 * The outbox providers "send" by storing the message, which /dev/outbox shows. They are the
 * default outside production so that every flow (OTP, contact form) can be walked on one machine.
 */
export function outboxSms(q: Queryable): SmsProvider {
  return {
    async send(to, body) {
      await q.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('sms', $1, $2)`, [to, body]);
    },
  };
}

export function outboxEmail(q: Queryable): EmailProvider {
  return {
    async send({ to, subject, body }) {
      await q.query(
        `INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', $1, $2, $3)`,
        [to, subject, body],
      );
    },
  };
}

export async function listOutbox(q: Queryable, limit = 100): Promise<OutboxEntry[]> {
  return q.query<OutboxEntry>(
    `SELECT id::int, channel, recipient, subject, body, created_at::text FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}

/** An SMS gateway reached by an HTTP POST of {to, message} with a bearer token. */
export function httpSms(url: string, token = ''): SmsProvider {
  return {
    async send(to, body) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, message: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function smtpEmail(url: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, body }) {
      await transport.sendMail({ from, to, subject, text: body });
    },
  };
}

/** The providers the configuration names; loadConfig has refused a provider without its settings. */
export function createMessaging(config: Config, q: Queryable) {
  const sms = config.SMS_PROVIDER === 'http' ? httpSms(required(config.SMS_HTTP_URL, 'SMS_HTTP_URL'), config.SMS_HTTP_TOKEN) : outboxSms(q);
  const email = config.EMAIL_PROVIDER === 'smtp' ? smtpEmail(required(config.SMTP_URL, 'SMTP_URL'), config.EMAIL_FROM) : outboxEmail(q);
  return { sms, email };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
