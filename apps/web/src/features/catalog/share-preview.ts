import type { Lang } from '@portal/contract/languages';
import type { ProgramDetail, PublicEvent } from '@portal/contract/catalog';
import { eventTimeText } from '@portal/contract/event-times';
import { textOfHtml } from '../../lib/text-of-html';

/** Descriptions beyond this are cut by WhatsApp and Facebook anyway. */
const DESCRIPTION_MAX = 160;

/** A share preview's description: the headline and the text, cut at a word. */
export function shortDescription(headline: string, storyHtml: string): string {
  const text = [headline, textOfHtml(storyHtml)].filter(Boolean).join(': ');
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A program's preview (/programs/{id}, /share/{id}): its headline and story. */
export const programDescription = (p: Pick<ProgramDetail, 'headline' | 'story'>) => shortDescription(p.headline, p.story);

/** The date line of an event's preview: '12/01/2027' or '12/01/2027 - 14/01/2027'. */
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** An event's preview (/events/{id}/{slug}): when and where, then its description. */
export function eventDescription(event: PublicEvent, lang: Lang): string {
  const days = event.end_date && event.end_date !== event.event_date ? `${dmy(event.event_date)} - ${dmy(event.end_date)}` : dmy(event.event_date);
  const when = [days, eventTimeText(event, lang, event.timing), event.city_name].filter(Boolean).join(', ');
  return shortDescription(when, event.event_desc);
}
