import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GalleryCategory } from '@portal/contract/gallery';
import { PATHS } from '@portal/contract/routes';
import { Img } from '../../components/image';
import { truncateAlbumCategory } from '../../lib/truncate';
import { galleryApi } from './api';
import { CollectionPage } from './collection-page';
import { ImageGrid } from './image-grid';

/** Album covers: two columns, four from 768 px (gallery.css .album-tiles). */
const ALBUM_SIZES = '(min-width: 768px) 25vw, 50vw';

/** /gallery 'Image Gallery': filters, recent images, tags, albums by category. */
export default function GalleryPage() {
  const { t } = useTranslation();
  return (
    <CollectionPage
      name="gallery"
      title={t('gallery.title')}
      description={t('gallery.description')}
      previewImage={(images) => images[0]?.image || undefined}
      searchPlaceholder={t('gallery.filter.searchPlaceholder')}
      categoriesHeading={t('gallery.categories')}
      skeleton={{ items: 160, categories: 140 }}
      recent={{ key: ['gallery', 'recent'], load: galleryApi.recent }}
      tags={{ load: galleryApi.tags, link: (g) => ({ id: g.id, name: g.album_tag, to: PATHS.galleryTag(g.id) }) }}
      categories={{ load: galleryApi.categories, render: (c) => <CategoryRow key={c.id} category={c} /> }}
      filter={{ key: ['gallery', 'filter'], load: (values, page) => galleryApi.filter({ ...values, page }) }}
      renderItems={(images, label, recent) => <ImageGrid images={images} featured={recent} label={label} />}
    />
  );
}

/** One category: name cut to 17, 'VIEW ALL', its newest albums and a last tile '+{album_count}'. */
function CategoryRow({ category: c }: { category: GalleryCategory }) {
  const { t } = useTranslation();
  const to = PATHS.galleryCategory(c.id);
  const shown = c.albums.slice(0, 3);
  const lastCover = c.albums[3]?.cover;
  return (
    <section className="album-category" aria-label={c.album_category} data-testid="album-category">
      <div className="album-category-head">
        <h3 title={c.album_category}>{truncateAlbumCategory(c.album_category)}</h3>
        <Link to={to} className="view-all" aria-label={t('gallery.viewAllOf', { name: c.album_category })}>
          {t('gallery.viewAll')}
        </Link>
      </div>
      <ul className="album-tiles">
        {shown.map((a) => (
          <li key={a.id}>
            <Link to={`${to}#album-${a.id}`} className="album-tile">
              <Img src={a.cover} alt="" width={800} height={600} sizes={ALBUM_SIZES} />
              <span className="album-tile-name">{a.album_sub}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={to} className="album-tile album-tile-more" aria-label={t('gallery.more', { count: c.album_count, name: c.album_category })}>
            {lastCover && <Img src={lastCover} alt="" width={800} height={600} sizes={ALBUM_SIZES} />}
            <span className="album-more-count">+{c.album_count}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
