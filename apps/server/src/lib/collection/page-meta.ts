import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { registerPageMeta } from '../../web/serve-web.ts';

/**
 * Share previews of a collection's pages: a shared /category/{id} shows the category's name
 * and its newest picture in WhatsApp and Facebook, which do not run the app. Unknown ids keep
 * the site's default head.
 */
type Deps = Pick<AppDeps, 'db' | 'config'>;
type Preview = (q: Queryable, id: number) => Promise<{ name: string; image?: string } | undefined>;

const idOf = (params: Record<string, string>) => (/^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : undefined);
const title = (name: string, deps: Deps) => `${name} - ${deps.config.FOUNDATION_NAME}`;

/** The preview of a named page (a category or a tag) found by `find`. */
function namedPageMeta(find: Preview, path: (id: number) => string, description: string) {
  return async (params: Record<string, string>, deps: Deps): Promise<PageMeta | undefined> => {
    const id = idOf(params);
    const row = id ? await find(deps.db, id) : undefined;
    if (!id || !row) return undefined;
    return { title: title(row.name, deps), description, image: row.image || undefined, path: path(id) };
  };
}

type Named = { path: (id: number | string) => string; preview: Preview };

/** The previews of a collection's main page and its category and tag pages; `register` adds them to the page-meta table. */
export function collectionPageMeta(c: { path: string; name: string; description: string; category: Named; tag: Named }) {
  const category = namedPageMeta(c.category.preview, c.category.path, c.description);
  const tag = namedPageMeta(c.tag.preview, c.tag.path, c.description);
  return {
    category,
    tag,
    register() {
      registerPageMeta(c.path, async (_p, deps) => ({ title: title(c.name, deps), description: c.description, path: c.path }));
      registerPageMeta(c.category.path(':id'), category);
      registerPageMeta(c.tag.path(':id'), tag);
    },
  };
}
