import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { PageMeta } from '../../web/page-meta.ts';
import { registerPageMeta } from '../../web/serve-web.ts';

/**
 * Share previews of the gallery pages: a shared /category/{id} shows the category's name and
 * its newest picture in WhatsApp and Facebook, which do not run the app. Unknown ids keep the
 * site's default head.
 */
type Deps = Pick<AppDeps, 'db' | 'config'>;
const GALLERY_TEXT = 'Photographs of the foundation’s programs, festivals, seva and gardens.';
const MEDIA_TEXT = 'Talks, guided meditations, chants and program glimpses to watch and listen to.';

const idOf = (params: Record<string, string>) => (/^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : undefined);
const title = (name: string, deps: Deps) => `${name} - ${deps.config.FOUNDATION_NAME}`;

function named(
  find: (q: Queryable, id: number) => Promise<{ name: string; image?: string } | undefined>,
  path: (id: number) => string,
  description: string,
) {
  return async (params: Record<string, string>, deps: Deps): Promise<PageMeta | undefined> => {
    const id = idOf(params);
    const row = id ? await find(deps.db, id) : undefined;
    if (!id || !row) return undefined;
    return { title: title(row.name, deps), description, image: row.image || undefined, path: path(id) };
  };
}

const galleryCategory = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT c.album_category AS name,
            (SELECT i.image FROM gallery_albums a JOIN gallery_images i ON i.album_id = a.id
              WHERE a.category_id = c.id ORDER BY a.album_date DESC, a.id DESC, i.id LIMIT 1) AS image
       FROM gallery_categories c WHERE c.id = $1`,
    [id],
  );
const galleryTag = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT g.album_tag AS name,
            (SELECT i.image FROM gallery_image_tags t JOIN gallery_images i ON i.id = t.image_id
              WHERE t.tag_id = g.id ORDER BY t.image_id DESC LIMIT 1) AS image
       FROM gallery_tags g WHERE g.id = $1`,
    [id],
  );
const mediaCategory = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT c.media_category AS name,
            (SELECT m.image FROM media_items m WHERE m.category_id = c.id ORDER BY m.published_on DESC, m.id DESC LIMIT 1) AS image
       FROM media_categories c WHERE c.id = $1`,
    [id],
  );
const mediaTag = (q: Queryable, id: number) =>
  q.one<{ name: string; image?: string }>(
    `SELECT g.media_tag AS name,
            (SELECT m.image FROM media_item_tags t JOIN media_items m ON m.id = t.media_id
              WHERE t.tag_id = g.id ORDER BY t.media_id DESC LIMIT 1) AS image
       FROM media_tags g WHERE g.id = $1`,
    [id],
  );

export const galleryCategoryMeta = named(galleryCategory, PATHS.galleryCategory, GALLERY_TEXT);
export const galleryTagMeta = named(galleryTag, PATHS.galleryTag, GALLERY_TEXT);
export const mediaCategoryMeta = named(mediaCategory, PATHS.mediaCategory, MEDIA_TEXT);
export const mediaTagMeta = named(mediaTag, PATHS.mediaTag, MEDIA_TEXT);

/** Registered once, when the gallery module is loaded. */
export function registerGalleryPageMeta() {
  registerPageMeta(PATHS.gallery, async (_p, deps) => ({ title: title('Image Gallery', deps), description: GALLERY_TEXT, path: PATHS.gallery }));
  registerPageMeta(PATHS.media, async (_p, deps) => ({ title: title('AV Gallery', deps), description: MEDIA_TEXT, path: PATHS.media }));
  registerPageMeta(PATHS.galleryCategory(':id'), galleryCategoryMeta);
  registerPageMeta(PATHS.galleryTag(':id'), galleryTagMeta);
  registerPageMeta(PATHS.mediaCategory(':id'), mediaCategoryMeta);
  registerPageMeta(PATHS.mediaTag(':id'), mediaTagMeta);
}
