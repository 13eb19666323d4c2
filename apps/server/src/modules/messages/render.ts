import mjml2html from 'mjml';
import {
  MESSAGE_FOOTER,
  MESSAGE_TEXTS,
  type MessageData,
  type MessageKind,
  type MessageLang,
  type MessageText,
} from '@portal/contract/notifications';
import { fillText, placeholdersIn, type MessageTextSet } from '@portal/contract/message-texts';

/** The office's texts a message was queued with (message_texts): they stay its texts whatever is saved later. */
export type QueuedTexts = Omit<MessageTextSet, 'dlt_template_text'>;

/**
 * A message's stored data: the texts it shows, taken when it was queued (so a later edit of the
 * event does not change what the person was told), plus what is resolved when it is sent: the
 * link's path (made absolute with PUBLIC_URL) and the attachment to make.
 */
export type StoredData = MessageData & {
  link_path?: string;
  attach?: 'invoice' | 'receipt' | 'calendar' | 'form-10be';
  registration_id?: number;
  donation_id?: number;
  /** A Form 10BE certificate (modules/tax). */
  certificate_id?: number;
  /** For the calendar file: the event's first and last day (YYYY-MM-DD). */
  event_start_iso?: string;
  event_end_iso?: string;
  /** The event's start on its first day and end on its last (HH:MM, India): the calendar file's hours. */
  event_start_time?: string;
  event_end_time?: string;
  /** The office's wording when the message was queued; absent: the built-in texts. */
  texts?: QueuedTexts;
};

/** The site's address and the foundation's name and contact (site settings, in the message's language). */
export interface RenderContext {
  publicUrl: string;
  foundationName: string;
  foundationAddress: string;
  foundationPhone: string;
  foundationEmail: string;
}

/** The data as the texts read it: absolute link, the foundation's phone and name. */
export function resolveData(data: StoredData, ctx: RenderContext): MessageData {
  const link = data.link_path ? new URL(data.link_path, ctx.publicUrl).toString() : data.link;
  return { ...data, link, phone: ctx.foundationPhone, org: ctx.foundationName };
}

/**
 * A kind's texts filled with the data: the built-in ones, or the office's wording (subject,
 * heading, body paragraphs split at blank lines, SMS) with the built-in rows and button. A
 * paragraph whose placeholders all have no value is left out, as the built-in texts leave out a
 * balance that is not due.
 */
export function textsOf(kind: MessageKind, lang: MessageLang, data: MessageData, custom?: QueuedTexts): MessageText {
  const builtIn = MESSAGE_TEXTS[lang][kind](data);
  if (!custom) return builtIn;
  const filled = (p: string) => {
    const keys = placeholdersIn(p);
    return keys.length && keys.every((k) => !fillText(`{${k}}`, data)) ? '' : fillText(p, data).trim();
  };
  return {
    ...builtIn,
    subject: fillText(custom.subject, data).replace(/\s+/g, ' ').trim(),
    heading: fillText(custom.heading, data).replace(/\s+/g, ' ').trim(),
    paragraphs: custom.body.split(/\n\s*\n/).map(filled).filter(Boolean),
    sms: fillText(custom.sms, data).replace(/\s+/g, ' ').trim(),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// System fonts first; Tamil falls back to the phone's own Tamil font (Noto Sans Tamil on Android, Tamil MN/Sangam MN on iOS).
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans Tamil', 'Tamil Sangam MN', Latha, Arial, sans-serif";

/**
 * One layout for every email: MJML turns it into the table-based, inline-styled HTML that mail
 * clients render, one column that fills a phone's width (max 600 px on a desktop).
 */
function layout(t: MessageText, lang: MessageLang, link: string | undefined, ctx: RenderContext): string {
  const footer = MESSAGE_FOOTER[lang];
  // What staff typed is text: escaped, its single line breaks kept as breaks (no markup of theirs reaches the email).
  const paragraphs = t.paragraphs.map((p) => `<mj-text>${escapeHtml(p).replace(/\n/g, '<br />')}</mj-text>`).join('\n');
  const rows = t.details
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b5a3e;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const details = rows ? `<mj-table font-size="15px" line-height="22px">${rows}</mj-table>` : '';
  const button =
    t.action && link
      ? `<mj-button href="${escapeHtml(link)}" background-color="#b5522b" color="#ffffff" font-size="16px" border-radius="6px" inner-padding="14px 24px">${escapeHtml(t.action)}</mj-button>`
      : '';
  return `<mjml lang="${lang}">
  <mj-head>
    <mj-title>${escapeHtml(t.subject)}</mj-title>
    <mj-preview>${escapeHtml(t.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="#2b2118" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f6f1e7" width="600px">
    <mj-section padding="20px 16px 8px">
      <mj-column>
        <mj-text align="center" font-size="20px" font-weight="700" color="#8a3b1d">${escapeHtml(ctx.foundationName)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="8px 8px 20px">
      <mj-column>
        <mj-text font-size="22px" line-height="30px" font-weight="700">${escapeHtml(t.heading)}</mj-text>
        ${paragraphs}
        ${details}
        ${button}
        <mj-text>${escapeHtml(footer.greeting)}<br />${escapeHtml(ctx.foundationName)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 16px 24px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="18px" color="#6b5a3e">${escapeHtml(ctx.foundationAddress)}<br />${escapeHtml(ctx.foundationPhone)} · ${escapeHtml(ctx.foundationEmail)}<br />${escapeHtml(footer.why)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text part: the same content, for clients that show no HTML and for screen readers. */
function plainText(t: MessageText, lang: MessageLang, link: string | undefined, ctx: RenderContext): string {
  const footer = MESSAGE_FOOTER[lang];
  const details = t.details.filter(([, v]) => v).map(([label, value]) => `${label}: ${value}`);
  const action = t.action && link ? [`${t.action}: ${link}`] : [];
  return [
    t.heading,
    '',
    ...t.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details, ''] : []),
    ...(action.length ? [...action, ''] : []),
    footer.greeting,
    ctx.foundationName,
    '',
    '--',
    ctx.foundationAddress,
    `${ctx.foundationPhone} · ${ctx.foundationEmail}`,
  ].join('\n');
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Stands for the person's name in an email rendered once for many people (letters and digits: escaping leaves it as it is). */
const NAME_TOKEN = 'portalrecipientname7f3a9c';
const HTML_CACHE_SIZE = 100;
const htmlCache = new Map<string, string>();

/**
 * MJML's HTML of a layout: the same layout is made once (a broadcast's thousands of emails differ
 * only by the name, and MJML costs tens of milliseconds of the process's one thread each, which
 * public requests would wait for while a message to 5,000 is delivered).
 */
async function mjmlHtml(doc: string): Promise<string> {
  const hit = htmlCache.get(doc);
  if (hit !== undefined) return hit;
  const html = (await mjml2html(doc, { validationLevel: 'strict' })).html;
  if (htmlCache.size >= HTML_CACHE_SIZE) htmlCache.delete(htmlCache.keys().next().value!);
  htmlCache.set(doc, html);
  return html;
}

export async function renderEmail(kind: MessageKind, lang: MessageLang, stored: StoredData, ctx: RenderContext): Promise<RenderedEmail> {
  const data = resolveData(stored, ctx);
  const t = textsOf(kind, lang, data, stored.texts);
  const text = plainText(t, lang, data.link, ctx);
  const name = typeof data.name === 'string' ? data.name : '';
  // With the name as a token the layout is the same for every person; used only when the texts
  // carry the name as it is (nothing of it changed by the wording), else rendered for this person.
  if (name && !name.includes(NAME_TOKEN)) {
    const tokened = textsOf(kind, lang, { ...data, name: NAME_TOKEN }, stored.texts);
    if (JSON.stringify(tokened).replaceAll(NAME_TOKEN, name) === JSON.stringify(t)) {
      const html = (await mjmlHtml(layout(tokened, lang, data.link, ctx))).replaceAll(NAME_TOKEN, escapeHtml(name));
      return { subject: t.subject, text, html };
    }
  }
  return { subject: t.subject, text, html: await mjmlHtml(layout(t, lang, data.link, ctx)) };
}

export function renderShort(kind: MessageKind, lang: MessageLang, stored: StoredData, ctx: RenderContext): { text: string; data: MessageData } {
  const data = resolveData(stored, ctx);
  return { text: textsOf(kind, lang, data, stored.texts).sms, data };
}
