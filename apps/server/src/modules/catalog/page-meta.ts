import { DEFAULT_LANG, type Lang } from '@portal/contract/languages';
import { todayIso } from '@portal/contract/fields';
import { BANNER_WIDTH, HOME_BANNER_SIZES, imageSrcSet, PROGRAM_HERO_SIZES } from '@portal/contract/images';
import { isProgramNumber, PROGRAM_ROUTES, type ProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../../app-deps.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { findProgram, listActiveSlides } from './repository.ts';
import { createCatalogService } from './service.ts';
import { eventTimeText } from '@portal/contract/event-times';
import { htmlToText } from '../../lib/sanitize.ts';
import { siteIdentity } from '../settings/index.ts';

const HOME_DESCRIPTION: Record<Lang, string> = {
  en: 'Programs, events, talks and temple of the foundation: register, donate and grow with us.',
  ta: 'அறக்கட்டளையின் நிகழ்ச்சிகள், நிகழ்வுகள், உரைகள் மற்றும் ஆலயம்: பதிவு செய்யுங்கள், காணிக்கை அளியுங்கள், எங்களுடன் வளருங்கள்.',
};

/** Descriptions beyond this are cut by WhatsApp and Facebook anyway. */
const DESCRIPTION_MAX = 160;

export function shortDescription(headline: string, storyHtml: string): string {
  const text = [headline, htmlToText(storyHtml)].filter(Boolean).join(': ');
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The share preview of /programs/{id} (and /share/{id}): the program's name, a description
 * from its headline and story, and its banner. Unknown ids keep the site's default head.
 */
export async function programPageMeta(
  params: Record<string, string>,
  deps: Pick<AppDeps, 'db' | 'config'>,
  lang: Lang = DEFAULT_LANG,
  path: (id: number) => string = PATHS.program,
): Promise<PageMeta | undefined> {
  const raw = params.id ?? '';
  if (!/^\d{1,5}$/.test(raw) || !isProgramNumber(raw)) return undefined;
  const id = Number(raw);
  // Headline and story follow the link's language (falling back to English field by field).
  const program = await findProgram(deps.db, id, todayIso(), lang);
  if (!program) return undefined;
  const hero = program.media_banner || program.banner;
  return {
    // The foundation's name as the site settings say, in the link's language.
    title: `${program.name} - ${(await siteIdentity(deps.db, deps.config, lang)).name}`,
    description: shortDescription(program.headline, program.story),
    image: program.banner || program.image || undefined,
    path: path(id),
    // Only /programs/{id} shows the hero banner; the other routes only share its preview.
    preload: hero && path === PATHS.program ? bannerPreload(hero, PROGRAM_HERO_SIZES) : undefined,
  };
}

const bannerPreload = (src: string, sizes: string) => ({ src, srcset: imageSrcSet(src, BANNER_WIDTH), sizes });

/** The home page: the site's description and the first banner slide, fetched with the HTML. */
export async function homePageMeta(_params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG): Promise<PageMeta> {
  const first = (await listActiveSlides(deps.db, 1, lang)).find((s) => s.placement === 'banner');
  return {
    title: (await siteIdentity(deps.db, deps.config, lang)).name,
    description: HOME_DESCRIPTION[lang],
    image: first?.image || undefined,
    path: PATHS.home,
    preload: first?.image ? bannerPreload(first.image, HOME_BANNER_SIZES) : undefined,
  };
}

export const sharePageMeta = (params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG) =>
  programPageMeta(params, deps, lang, PATHS.share);

/** The preview of a program's registration route (/ulchemy, /divija, ...), the link Share copies. */
export const programRouteMeta = (id: ProgramId) => (_params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG) =>
  programPageMeta({ id: String(id) }, deps, lang, () => PROGRAM_ROUTES[id]);

/** The preview of an added program's generic registration screen (/register/program/{id}). */
export const programRegisterMeta = (params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG) =>
  programPageMeta(params, deps, lang, PATHS.programRegister);

/** The date line of an event's preview: '12/01/2027' or '12/01/2027 - 14/01/2027'. */
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * The share preview of an event's public page (/events/{id}/{slug}): its name, when and where,
 * and its banner, in the link's language. A missing or unpublished event keeps the default head
 * (the page itself answers 404).
 */
export async function eventPageMeta(params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG): Promise<PageMeta | undefined> {
  const raw = params.id ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const event = await createCatalogService(deps.db).eventPage(Number(raw), lang).then((r) => r.data, () => undefined);
  if (!event) return undefined;
  const days = event.end_date && event.end_date !== event.event_date ? `${dmy(event.event_date)} - ${dmy(event.end_date)}` : dmy(event.event_date);
  const when = [days, eventTimeText(event, lang, event.timing), event.city_name].filter(Boolean).join(', ');
  return {
    title: `${event.event_name} - ${(await siteIdentity(deps.db, deps.config, lang)).name}`,
    description: shortDescription(when, event.event_desc),
    image: event.event_image || undefined,
    path: PATHS.eventPage(event.id, event.slug),
  };
}
