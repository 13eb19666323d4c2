import type { Lang } from './languages.ts';
import { REGISTRATION_MESSAGES, type EventStatus } from './registrations.ts';

/**
 * States as staff read them, in English and Tamil: the back office never shows a stored code
 * (`notstarted`, `open`) where a person reads a state.
 */

export const EVENT_STATE_WORDS: Record<EventStatus, Record<Lang, string>> = {
  notstarted: { en: 'Not started', ta: 'தொடங்கவில்லை' },
  ongoing: { en: 'Ongoing', ta: 'நடந்துகொண்டிருக்கிறது' },
  completed: { en: 'Completed', ta: 'நிறைவடைந்தது' },
  cancelled: { en: 'Cancelled', ta: 'ரத்து செய்யப்பட்டது' },
};

/** Whether registrations are taken, in a word or two (the full reason is the closing rule's sentence). */
const REGISTRATION_WORDS = {
  open: { en: 'open', ta: 'பதிவு திறந்துள்ளது' },
  notOpenYet: { en: 'not open yet', ta: 'பதிவு இன்னும் தொடங்கவில்லை' },
  closed: { en: 'closed', ta: 'பதிவு முடிந்தது' },
  hidden: { en: 'Hidden', ta: 'மறைக்கப்பட்டது' },
  draft: { en: 'Draft', ta: 'வரைவு' },
} as const;

export interface EventStateFacts {
  status: EventStatus;
  hidden: boolean;
  published: boolean;
  event_close: 0 | 1;
  /** The closing rule's sentence ('' when open). */
  closed_reason: string;
}

/** "Not started · open", "Ongoing · closed", "Hidden", "Draft": the event's state and whether it takes registrations. */
export function eventStateText(e: EventStateFacts, lang: Lang = 'en'): string {
  if (e.hidden) return REGISTRATION_WORDS.hidden[lang];
  if (!e.published) return REGISTRATION_WORDS.draft[lang];
  const registrations = !e.event_close ? 'open' : e.closed_reason === REGISTRATION_MESSAGES.notOpenYet ? 'notOpenYet' : 'closed';
  return `${EVENT_STATE_WORDS[e.status][lang]} · ${REGISTRATION_WORDS[registrations][lang]}`;
}

/** What an event's two counts count: places held (paid in full or in part, or allowed to pay later) and every attempt. */
export const REGISTRATION_COUNT_WORDS = {
  places: { en: 'Places held', ta: 'இடம் பெற்றவை' },
  attempts: { en: 'All attempts', ta: 'அனைத்து முயற்சிகளும்' },
} as const;

/** What a payment attempt paid for. */
export const PAYMENT_KIND_WORDS: Record<string, string> = { full: 'Full payment', advance: 'Advance', balance: 'Balance', donation: 'Donation' };

/** A stored code in words, or the code itself when the list has no word for it (never an empty cell). */
export const inWords = (words: Readonly<Record<string, string>>, code: string): string => words[code] ?? code;
