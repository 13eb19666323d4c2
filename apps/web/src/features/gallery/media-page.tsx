import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEDIA_FILTER_TYPES, type MediaCategory, type MediaFilterType } from '@portal/contract/media';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useMessage } from '../../lib/message';
import { usePublicPageRules } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { mediaApi } from './api';
import { FilterBar, type FilterValues } from './filter-bar';
import { GalleryTabs } from './gallery-tabs';
import { LoadMore } from './load-more';
import { MediaGrid } from './media-grid';
import { TagList } from './tag-list';
import { isNothingFound, useLogFailure, usePaged, useShowRefusal } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

/**
 * /media 'AV Gallery' (spec 000 section 2.6): the kind buttons, the date and search filters,
 * the eight most recent items, tags and categories with 'VIEW ALL'.
 */
export default function MediaPage() {
  const { t } = useTranslation();
  usePageMeta(t('gallery.mediaTitle'), t('gallery.mediaDescription'));
  usePublicPageRules();
  const [type, setType] = useState<MediaFilterType>('all');
  const [filter, setFilter] = useState<FilterValues | null>(null);
  const recent = useQuery({ queryKey: ['media', 'recent', type], queryFn: () => mediaApi.recent(type) });
  const tags = useQuery({ queryKey: ['media', 'tags'], queryFn: mediaApi.tags });
  const categories = useQuery({ queryKey: ['media', 'categories'], queryFn: mediaApi.categories });
  useLogFailure('Recent media', recent.error);
  useLogFailure('Media tags', tags.error);
  useLogFailure('Media categories', categories.error);

  const onReset = () => {
    setFilter(null);
    void recent.refetch();
  };

  return (
    <>
      <PageHeader title={t('gallery.mediaTitle')}>
        <GalleryTabs />
      </PageHeader>
      <div className="container page gallery-page">
        <div className="media-types" role="group" aria-label={t('gallery.filter.type')}>
          {MEDIA_FILTER_TYPES.map((k) => (
            <button key={k} type="button" className={k === type ? 'btn' : 'btn btn-outline'} aria-pressed={k === type} onClick={() => setType(k)}>
              {t(`gallery.filter.${k}`)}
            </button>
          ))}
        </div>
        <FilterBar onGo={setFilter} onReset={onReset} searchPlaceholder={t('gallery.filter.mediaSearchPlaceholder')} />
        {filter ? (
          <MediaResults filter={filter} type={type} />
        ) : (
          <section aria-labelledby="recent-heading" className="gallery-section">
            <h2 id="recent-heading">{t('gallery.recent')}</h2>
            {recent.isPending ? (
              <Skeleton count={4} height={220} />
            ) : recent.data?.data.length ? (
              <MediaGrid items={recent.data.data} label={t('gallery.recent')} />
            ) : (
              <EmptyState>{tx(MESSAGES.comingSoon)}</EmptyState>
            )}
          </section>
        )}

        {!!tags.data?.data.length && (
          <section aria-labelledby="tags-heading" className="gallery-section">
            <h2 id="tags-heading">{t('gallery.tags')}</h2>
            <TagList tags={tags.data.data.map((g) => ({ id: g.id, name: g.media_tag, to: PATHS.mediaTag(g.id) }))} />
          </section>
        )}

        <section aria-labelledby="categories-heading" className="gallery-section">
          <h2 id="categories-heading">{t('gallery.mediaCategories')}</h2>
          {categories.isPending ? (
            <Skeleton count={4} height={220} />
          ) : categories.data?.data.length ? (
            categories.data.data.map((c) => <CategoryRow key={c.id} category={c} />)
          ) : (
            <EmptyState>{tx(MESSAGES.comingSoon)}</EmptyState>
          )}
        </section>
      </div>
    </>
  );
}

function MediaResults({ filter, type }: { filter: FilterValues; type: MediaFilterType }) {
  const { t } = useTranslation();
  const { showError } = useMessage();
  const results = usePaged(['media', 'filter', type, filter], (page) => mediaApi.filter({ ...filter, filter_type: type, page }));
  const items = results.data?.pages.flatMap((p) => p.data) ?? [];
  useShowRefusal(results.error && !isNothingFound(results.error) ? results.error : null, showError);
  return (
    <section aria-labelledby="results-heading" className="gallery-section" aria-busy={results.isFetching}>
      <h2 id="results-heading">{t('gallery.results')}</h2>
      {results.isPending && !results.error ? (
        <Skeleton count={4} height={220} />
      ) : items.length ? (
        <>
          <MediaGrid items={items} label={t('gallery.results')} />
          <LoadMore list={results} />
        </>
      ) : (
        <p className="empty-state" role="status" data-testid="filter-message">
          {(isNothingFound(results.error) && results.error.message) || tx(MESSAGES.searchResult)}
        </p>
      )}
    </section>
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
