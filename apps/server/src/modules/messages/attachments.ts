import { createEvent, type DateArray } from 'ics';
import { IST_OFFSET_MS } from '@portal/contract/fields';
import type { Lang } from '@portal/contract/languages';
import type { EmailAttachment } from '../../providers/messaging.ts';
import type { createDocumentsService } from '../documents/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { findCertificate } from './repository.ts';
import type { StoredData } from './render.ts';

type Documents = ReturnType<typeof createDocumentsService>;

const dateArray = (iso: string): DateArray => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y!, m!, d!];
};

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** HH:MM in India on an ISO day, as the UTC date-time array a calendar file carries (India is UTC+05:30 all year). */
const utcArray = (iso: string, hhmm: string): DateArray => {
  const [y, m, d] = iso.split('-').map(Number);
  const [h, mi] = hhmm.split(':').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!, h!, mi!) - IST_OFFSET_MS);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
};

/**
 * A calendar file for the event: from its start on the first day to its end on the last day, in
 * UTC (so a phone anywhere shows India's hours in its own zone); whole days when the event has no
 * times (the program's timing is then in the description).
 */
export function calendarFile(data: StoredData, uid: string): EmailAttachment {
  const start = data.event_start_iso!;
  const last = data.event_end_iso ?? start;
  const timed = data.event_start_time && data.event_end_time;
  const when = timed
    ? {
        start: utcArray(start, data.event_start_time!),
        startInputType: 'utc' as const,
        startOutputType: 'utc' as const,
        end: utcArray(last, data.event_end_time!),
        endInputType: 'utc' as const,
        endOutputType: 'utc' as const,
      }
    : { start: dateArray(start), end: dateArray(nextDay(last)) };
  const { error, value } = createEvent({
    uid,
    productId: 'matangi-foundation/portal',
    ...when,
    title: data.event_name ?? '',
    location: data.event_address ?? '',
    description: [data.event_time, data.map_url].filter(Boolean).join('\n'),
    ...(data.map_url ? { url: data.map_url } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(value, 'utf8') };
}

/** The file a message carries, made when it is sent: the invoice, the 80G receipt, the calendar file or a Form 10BE certificate. */
export async function attachmentsFor(userId: number | null, messageId: number, data: StoredData, documents: Documents, deps: Pick<AppDeps, 'db' | 'storage'>, lang: Lang = 'en'): Promise<EmailAttachment[]> {
  switch (data.attach) {
    case 'invoice': {
      if (userId === null) throw new Error('an invoice goes to an account');
      // The owner's footer and refund wording in the message's language, as the devotee downloads it.
      const pdf = await documents.invoicePdf(userId, data.registration_id!, 'reg', lang);
      return [{ filename: `invoice-${data.reg_number || data.registration_id}.pdf`, contentType: 'application/pdf', content: pdf }];
    }
    case 'receipt': {
      // The donation's current receipt (a corrected one once corrected); a donor without an account is sent the one finance prints.
      const pdf = userId === null ? (await documents.staffDonationReceipt(data.donation_id!, lang)).pdf : await documents.invoicePdf(userId, data.donation_id!, 'mandir', lang);
      return [{ filename: `80G-receipt-${(data.receipt_number ?? String(data.donation_id)).replace(/[^\w-]+/g, '-')}.pdf`, contentType: 'application/pdf', content: pdf }];
    }
    case 'form-10be': {
      const cert = await findCertificate(deps.db, data.certificate_id ?? 0);
      const file = cert && cert.user_id === userId ? await deps.storage.get(cert.file_key) : undefined;
      if (!cert || !file) throw new Error(`certificate ${data.certificate_id} is not user ${userId}'s or its file is missing`);
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return [{ filename: `Form-10BE-${cert.fy}.pdf`, contentType: 'application/pdf', content: Buffer.concat(chunks) }];
    }
    case 'calendar':
      return [calendarFile(data, `message-${messageId}@matangi-foundation`)];
    default:
      return [];
  }
}
