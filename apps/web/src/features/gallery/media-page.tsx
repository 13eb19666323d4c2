import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaCategory } from '@portal/contract/media';
import { MEDIA_FILTER_TYPES, type MediaFilterType } from '@portal/contract/media-kinds';
import { PATHS } from '@portal/contract/routes';
import { mediaApi } from './api';
import { CollectionPage } from './collection-page';
import { MediaGrid } from './media-grid';

/**
 * /media 'AV Gallery': the kind buttons, the date and search filters,
 * the eight most recent items, tags and categories with 'VIEW ALL'.
 */
export default function MediaPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<MediaFilterType>('all');
  const kinds = (
    <div className="media-types" role="group" aria-label={t('gallery.filter.type')}>
      {MEDIA_FILTER_TYPES.map((k) => (
        <button key={k} type="button" className={k === type ? 'btn' : 'btn btn-outline'} aria-pressed={k === type} onClick={() => setType(k)}>
          {t(`gallery.filter.${k}`)}
        </button>
      ))}
    </div>
  );
  return (
    <CollectionPage
      name="media"
      title={t('gallery.mediaTitle')}
      description={t('gallery.mediaDescription')}
      previewImage={(items) => items.find((m) => m.image)?.image || undefined}
      searchPlaceholder={t('gallery.filter.mediaSearchPlaceholder')}
      categoriesHeading={t('gallery.mediaCategories')}
      skeleton={{ items: 220, categories: 220 }}
      controls={kinds}
      recent={{ key: ['media', 'recent', type], load: () => mediaApi.recent(type) }}
      tags={{ load: mediaApi.tags, link: (g) => ({ id: g.id, name: g.media_tag, to: PATHS.mediaTag(g.id) }) }}
      categories={{ load: mediaApi.categories, render: (c) => <CategoryRow key={c.id} category={c} /> }}
      filter={{ key: ['media', 'filter', type], load: (values, page) => mediaApi.filter({ ...values, filter_type: type, page }) }}
      renderItems={(items, label, recent) => <MediaGrid items={items} label={label} firstEager={recent} />}
    />
  );
}

function CategoryRow({ category: c }: { category: MediaCategory }) {
  const { t } = useTranslation();
  return (
    <section className="album-category" aria-label={c.media_category} data-testid="media-category">
      <div className="album-category-head">
        <h3>{c.media_category}</h3>
        <Link to={PATHS.mediaCategory(c.id)} className="view-all" aria-label={t('gallery.viewAllOf', { name: c.media_category })}>
          {t('gallery.viewAll')}
        </Link>
      </div>
      <MediaGrid items={c.medias} label={c.media_category} />
    </section>
  );
}
