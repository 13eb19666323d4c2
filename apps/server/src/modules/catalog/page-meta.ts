import { todayIso } from '@portal/contract/fields';
import { isProgramId, PROGRAM_ROUTES, type ProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../../app-deps.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { findProgram } from './repository.ts';
import { htmlToText } from '../../lib/sanitize.ts';

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
  path: (id: number) => string = PATHS.program,
): Promise<PageMeta | undefined> {
  const raw = params.id ?? '';
  if (!/^\d{1,2}$/.test(raw) || !isProgramId(raw)) return undefined;
  const id = Number(raw);
  const program = await findProgram(deps.db, id, todayIso());
  if (!program) return undefined;
  return {
    title: `${program.name} - ${deps.config.FOUNDATION_NAME}`,
    description: shortDescription(program.headline, program.story),
    image: program.banner || program.image || undefined,
    path: path(id),
  };
}

export const sharePageMeta = (params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>) =>
  programPageMeta(params, deps, PATHS.share);

/** The preview of a program's registration route (/ulchemy, /divija, ...), the link Share copies. */
export const programRouteMeta = (id: ProgramId) => (_params: Record<string, string>, deps: Pick<AppDeps, 'db' | 'config'>) =>
  programPageMeta({ id: String(id) }, deps, () => PROGRAM_ROUTES[id]);
