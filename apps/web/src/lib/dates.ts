import { format, parse, isValid } from 'date-fns';

/** Dates are shown DD/MM/YYYY and sent YYYY-MM-DD. */
export const DISPLAY_DATE = 'dd/MM/yyyy';

export function toIsoDate(d: Date | null | undefined): string {
  return d && isValid(d) ? format(d, 'yyyy-MM-dd') : '';
}

export function fromIsoDate(s: string | null | undefined): Date | null {
  if (!s) return null;
  const d = parse(s.slice(0, 10), 'yyyy-MM-dd', new Date());
  return isValid(d) ? d : null;
}

export function displayDate(s: string | null | undefined): string {
  const d = fromIsoDate(s);
  return d ? format(d, DISPLAY_DATE) : '';
}

/**
 * A moment in India time, as staff read it everywhere ('25 Nov 2026, 7:05 pm'), whatever the
 * reader's own time zone: the browser's zone would show a UTC server's time, or a traveller's.
 */
export function indiaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * A moment in India time in the reader's language: the English as `indiaDateTime`; in Tamil the
 * date as a Tamil reader writes it (DD/MM/YYYY, docs/decisions/tamil.md) and the time with its
 * part of the day before it ('25/11/2026, பிற்பகல் 7:05'), the same on every browser.
 */
export function indiaDateTimeIn(iso: string | null | undefined, lang: 'en' | 'ta'): string {
  if (lang === 'en' || !iso) return indiaDateTime(iso);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const period = /p/i.test(parts.dayPeriod ?? '') ? 'பிற்பகல்' : 'முற்பகல்';
  return `${parts.day}/${parts.month}/${parts.year}, ${period} ${parts.hour}:${parts.minute}`;
}

/**
 * A moment in a back-office list: in English as the lists have always written it
 * ('2026-11-25 13:35'), in Tamil in India time as a Tamil reader writes it (`indiaDateTimeIn`);
 * '—' when there is none.
 */
export function officeTimeIn(iso: string | null | undefined, lang: 'en' | 'ta'): string {
  if (!iso) return '—';
  return lang === 'ta' ? indiaDateTimeIn(iso, 'ta') || '—' : iso.slice(0, 16).replace('T', ' ');
}
