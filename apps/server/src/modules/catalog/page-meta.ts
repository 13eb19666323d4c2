import { DEFAULT_LANG, type Lang } from '@portal/contract/languages';
import { todayIso } from '@portal/contract/fields';
import { isProgramNumber, PROGRAM_ROUTES, type ProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../../app-deps.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { findProgram } from './repository.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { siteIdentity } from '../settings/index.ts';

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
 * The share preview of a program's registration route: the program's name, a description from
 * its headline and story, and its banner, as its page's PageHead gives them (the web app's
 * features/catalog/share-preview.ts). Unknown ids keep the site's default head.
 */
export async function programPageMeta(
  params: Record<string, string>,
  deps: Pick<AppDeps, 'db' | 'config'>,
  lang: Lang,
  path: (id: number) => string,
): Promise<PageMeta | undefined> {
  const raw = params.id ?? '';
  if (!/^\d{1,5}$/.test(raw) || !isProgramNumber(raw)) return undefined;
  const id = Number(raw);
  // Headline and story follow the link's language (falling back to English field by field).
  const program = await findProgram(deps.db, id, todayIso(), lang);
  if (!program) return undefined;
  return {
    // The foundation's name as the site settings say, in the link's language.
    title: `${program.name} - ${(await siteIdentity(deps.db, deps.config, lang)).name}`,
    description: shortDescription(program.headline, program.story),
    image: program.banner || program.image || undefined,
    path: path(id),
  };
}

/** The preview of a program's registration route (/ulchemy, /divija, ...), the link Share copies. */
export const programRouteMeta = (id: ProgramId) => (_params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG) =>
  programPageMeta({ id: String(id) }, deps, lang, () => PROGRAM_ROUTES[id]);

/** The preview of an added program's generic registration screen (/register/program/{id}). */
export const programRegisterMeta = (params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang = DEFAULT_LANG) =>
  programPageMeta(params, deps, lang, PATHS.programRegister);
