import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GalleryCategory } from '@portal/contract/gallery';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { Img } from '../../components/image';
import { PageHeader } from '../../components/page-header';
import { useMessage } from '../../lib/message';
import { usePublicPageRules } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { truncateAlbumCategory } from '../../lib/truncate';
import { galleryApi } from './api';
import { FilterBar, type FilterValues } from './filter-bar';
import { GalleryTabs } from './gallery-tabs';
import { ImageGrid } from './image-grid';
import { LoadMore } from './load-more';
import { TagList } from './tag-list';
import { isNothingFound, useLogFailure, usePaged, useShowRefusal } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

/** /gallery 'Image Gallery' (spec 000 section 2.5): filters, recent images, tags, albums by category. */
export default function GalleryPage() {
  const { t } = useTranslation();
  usePageMeta(t('gallery.title'), t('gallery.description'));
  usePublicPageRules();
  const [filter, setFilter] = useState<FilterValues | null>(null);
  const recent = useQuery({ queryKey: ['gallery', 'recent'], queryFn: galleryApi.recent });
  const tags = useQuery({ queryKey: ['gallery', 'tags'], queryFn: galleryApi.tags });
  const categories = useQuery({ queryKey: ['gallery', 'categories'], queryFn: galleryApi.categories });
  useLogFailure('Recent images', recent.error);
  useLogFailure('Gallery tags', tags.error);
  useLogFailure('Gallery categories', categories.error);

  const onReset = () => {
    setFilter(null);
    void recent.refetch();
  };

  return (
    <>
      <PageHeader title={t('gallery.title')}>
        <GalleryTabs />
      </PageHeader>
      <div className="container page gallery-page">
        <FilterBar onGo={setFilter} onReset={onReset} searchPlaceholder={t('gallery.filter.searchPlaceholder')} />
        {filter ? (
          <FilterResults filter={filter} />
        ) : (
          <section aria-labelledby="recent-heading" className="gallery-section">
            <h2 id="recent-heading">{t('gallery.recent')}</h2>
            {recent.isPending ? (
              <Skeleton count={4} height={160} />
            ) : recent.data?.data.length ? (
              <ImageGrid images={recent.data.data} featured label={t('gallery.recent')} />
            ) : (
              <EmptyState>{tx(MESSAGES.comingSoon)}</EmptyState>
            )}
          </section>
        )}

        {!!tags.data?.data.length && (
          <section aria-labelledby="tags-heading" className="gallery-section">
            <h2 id="tags-heading">{t('gallery.tags')}</h2>
            <TagList tags={tags.data.data.map((g) => ({ id: g.id, name: g.album_tag, to: PATHS.galleryTag(g.id) }))} />
          </section>
        )}

        <section aria-labelledby="albums-heading" className="gallery-section">
          <h2 id="albums-heading">{t('gallery.categories')}</h2>
          {categories.isPending ? (
            <Skeleton count={4} height={140} />
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

/** Filtered images replace the recent ones; nothing found shows the server's message. */
function FilterResults({ filter }: { filter: FilterValues }) {
  const { t } = useTranslation();
  const { showError } = useMessage();
  const results = usePaged(['gallery', 'filter', filter], (page) => galleryApi.filter({ ...filter, page }));
  const images = results.data?.pages.flatMap((p) => p.data) ?? [];
  const refused = results.error && !isNothingFound(results.error) ? results.error : null;
  useShowRefusal(refused, showError);
  return (
    <section aria-labelledby="results-heading" className="gallery-section" aria-busy={results.isFetching}>
      <h2 id="results-heading">{t('gallery.results')}</h2>
      {results.isPending && !results.error ? (
        <Skeleton count={4} height={160} />
      ) : images.length ? (
        <>
          <ImageGrid images={images} label={t('gallery.results')} />
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
              <Img src={a.cover} alt="" width={800} height={600} />
              <span className="album-tile-name">{a.album_sub}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={to} className="album-tile album-tile-more" aria-label={t('gallery.more', { count: c.album_count, name: c.album_category })}>
            {lastCover && <Img src={lastCover} alt="" width={800} height={600} />}
            <span className="album-more-count">+{c.album_count}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
