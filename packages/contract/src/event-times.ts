import type { Lang } from './languages.ts';

/**
 * An event's own time, as every message, the calendar file, /eventdetail and the ticket give it
 * (docs/decisions/content.md, "An event's time"). Events store wall-clock times in India
 * (`start_time` on the first day, `end_time` on the last day, HH:MM); the program's "Timing" is
 * only the fallback for an event that has neither. Written out here so that the server (messages)
 * and the browser (the member's pages) say it in the same words, in English and Tamil.
 */
export interface EventTimes {
  /** YYYY-MM-DD: the first day, and the last day when the event lasts several days. */
  event_date: string;
  end_date?: string | null;
  /** HH:MM (or HH:MM:SS) in India; null when not set. */
  start_time?: string | null;
  end_time?: string | null;
}

/** Tamil names the part of the day before the hour (CLDR's day periods, evenings as மாலை). */
const TA_PERIODS: Array<[fromHour: number, word: string]> = [
  [0, 'இரவு'],
  [3, 'அதிகாலை'],
  [5, 'காலை'],
  [12, 'மதியம்'],
  [14, 'பிற்பகல்'],
  [16, 'மாலை'],
  [21, 'இரவு'],
];

/** '09:00' → '9:00 AM' (English) or 'காலை 9:00' (Tamil). */
export function clockText(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const twelve = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
  if (lang === 'en') return `${twelve} ${h < 12 ? 'AM' : 'PM'}`;
  const period = TA_PERIODS.filter(([from]) => h >= from).at(-1)![1];
  return `${period} ${twelve}`;
}

const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * The event's time in words: '9:00 AM - 5:30 PM' on one day; from the first day's start to the
 * last day's end over several days; `fallback` (the program's timing) when no time is set. A plain
 * hyphen: an en dash would turn an English SMS into UCS-2.
 */
export function eventTimeText(e: EventTimes, lang: Lang, fallback = ''): string {
  const start = e.start_time ? clockText(e.start_time, lang) : '';
  const end = e.end_time ? clockText(e.end_time, lang) : '';
  if (!start && !end) return fallback;
  const last = e.end_date && e.end_date.slice(0, 10) !== e.event_date.slice(0, 10) ? e.end_date : '';
  if (lang === 'ta') {
    const from = start && `${last ? `${dmy(e.event_date)} ` : ''}${start} முதல்`;
    const to = end && `${last ? `${dmy(last)} ` : ''}${end} வரை`;
    return !last && start && end ? `${start} - ${end}` : [from, to].filter(Boolean).join(' ');
  }
  if (!last) return start && end ? `${start} - ${end}` : start ? `From ${start}` : `Until ${end}`;
  const from = start && `from ${start} on ${dmy(e.event_date)}`;
  const to = end && `until ${end} on ${dmy(last)}`;
  const text = [from, to].filter(Boolean).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
