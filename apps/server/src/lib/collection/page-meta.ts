import type { Lang } from '@portal/contract/languages';
import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { registerPageMeta } from '../../web/serve-web.ts';

/**
 * Share previews of a collection's pages: a shared /category/{id} shows the category's name
 * and its newest picture in WhatsApp and Facebook, which do not run the app; /gallery and
 * /media show the collection's newest picture. Unknown ids keep
 * the site's default head. Names and texts follow the link's language (`?lang=ta`); the
 * foundation's name in the title is the site setting's.
 */
type Deps = Pick<AppDeps, 'db' | 'config'>;
type Preview = (q: Queryable, id: number, lang: Lang) => Promise<{ name: string; image?: string } | undefined>;
type Texts = Record<Lang, string>;

const idOf = (params: Record<string, string>) => (/^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : undefined);
/** The foundation's name in a language (the settings module's site identity, passed in: lib imports no module). */
type SiteName = (deps: Deps, lang: Lang) => Promise<string>;
const title = async (name: string, deps: Deps, lang: Lang, siteName: SiteName) => `${name} - ${await siteName(deps, lang)}`;

/** The preview of a named page (a category or a tag) found by `find`. */
function namedPageMeta(find: Preview, path: (id: number) => string, description: Texts, siteName: SiteName) {
  return async (params: Record<string, string>, deps: Deps, lang: Lang = 'en'): Promise<PageMeta | undefined> => {
    const id = idOf(params);
    const row = id ? await find(deps.db, id, lang) : undefined;
    if (!id || !row) return undefined;
    return { title: await title(row.name, deps, lang, siteName), description: description[lang], image: row.image || undefined, path: path(id) };
  };
}

/** A gallery's pages: /{kind}, its category pages /{kind}Category(id) and tag pages /{kind}Tag(id) (contract's PATHS). */
type Kind = 'gallery' | 'media';

/**
 * The previews of a collection's main page and its category and tag pages; `register` adds them
 * to the page-meta table. `pages` holds the main page's heading and description in each language.
 */
export function collectionPageMeta(
  kind: Kind,
  previews: { category: Preview; tag: Preview; newestPicture: (q: Queryable) => Promise<string | undefined>; siteName: SiteName },
  pages: Record<Lang, { name: string; description: string }>,
) {
  const paths = { page: PATHS[kind], category: PATHS[`${kind}Category`], tag: PATHS[`${kind}Tag`] };
  const description = { en: pages.en.description, ta: pages.ta.description };
  const category = namedPageMeta(previews.category, paths.category, description, previews.siteName);
  const tag = namedPageMeta(previews.tag, paths.tag, description, previews.siteName);
  return {
    category,
    tag,
    register() {
      // The main page's preview shows the collection's newest picture.
      registerPageMeta(paths.page, async (_p, deps, lang) => ({
        title: await title(pages[lang].name, deps, lang, previews.siteName),
        description: description[lang],
        image: (await previews.newestPicture(deps.db)) || undefined,
        path: paths.page,
      }));
      registerPageMeta(paths.category(':id'), category);
      registerPageMeta(paths.tag(':id'), tag);
    },
  };
}
