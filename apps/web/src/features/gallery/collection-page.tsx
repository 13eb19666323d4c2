import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useMessage } from '../../lib/message';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import type { FilterValues } from './filter-bar';
import { GalleryTabs } from './gallery-tabs';
import { LoadMore } from './load-more';
import { TagList } from './tag-list';
import { isNothingFound, useLogFailure, usePaged, useShowRefusal } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

/**
 * The filter (a form with date pickers and a schema) is in the server's HTML, and its code
 * (react-hook-form, the date picker, zod) loads beside the page's rather than before it: React
 * hydrates the rest of the page and this part when its code is there.
 */
const FilterBar = lazy(() => import('./filter-bar').then((m) => ({ default: m.FilterBar })));

type Paged<Item> = { data: Item[]; page: number; has_more: boolean };

/**
 * What differs between the image gallery (/gallery) and the AV gallery (/media): texts, the
 * calls behind each list, how items and categories are drawn. The page itself is one.
 */
export interface CollectionPageProps<Item, Tag, Category> {
  /** The first part of every query key ('gallery', 'media'); lists of one collection share it. */
  name: string;
  title: string;
  description: string;
  /** The share preview's picture: the newest of the recent items. */
  previewImage: (recent: Item[]) => string | undefined;
  searchPlaceholder: string;
  categoriesHeading: string;
  /** Heights of the placeholders while lists load (image tiles are lower than media tiles). */
  skeleton: { items: number; categories: number };
  /** Controls above the filter (the AV gallery's kind buttons). */
  controls?: ReactNode;
  recent: { key: QueryKey; load: () => Promise<{ data: Item[] }> };
  tags: { load: () => Promise<{ data: Tag[] }>; link: (tag: Tag) => { id: number; name: string; to: string } };
  categories: { load: () => Promise<{ data: Category[] }>; render: (category: Category) => ReactNode };
  filter: { key: QueryKey; load: (values: FilterValues, page: number) => Promise<Paged<Item>> };
  renderItems: (items: Item[], label: string, recent: boolean) => ReactNode;
}

/** A collection's main page: filters, recent items, tags, categories. */
export function CollectionPage<Item, Tag, Category>(p: CollectionPageProps<Item, Tag, Category>) {
  const { t } = useTranslation();
  usePublicPageRules();
  const [filter, setFilter] = useState<FilterValues | null>(null);
  const recent = useQuery({ queryKey: p.recent.key, queryFn: p.recent.load });
  const head = <PageHead title={p.title} description={p.description} image={recent.data ? p.previewImage(recent.data.data) : undefined} />;
  const tags = useQuery({ queryKey: [p.name, 'tags'], queryFn: p.tags.load });
  const categories = useQuery({ queryKey: [p.name, 'categories'], queryFn: p.categories.load });
  useLogFailure(`${p.title}: recent items`, recent.error);
  useLogFailure(`${p.title}: tags`, tags.error);
  useLogFailure(`${p.title}: categories`, categories.error);

  const { refetch } = recent;
  const onReset = useCallback(() => {
    setFilter(null);
    void refetch();
  }, [refetch]);
  // The same element from render to render: until the filter's code is there, React keeps the
  // server's HTML for it, and an update of the page (the session, the favourites) must not make
  // React give that HTML up for the fallback (the page would jump).
  const filterBar = useMemo(
    () => (
      <Suspense fallback={<div className="gallery-filter" />}>
        <FilterBar onGo={setFilter} onReset={onReset} searchPlaceholder={p.searchPlaceholder} />
      </Suspense>
    ),
    [onReset, p.searchPlaceholder],
  );

  return (
    <>
      {head}
      <PageHeader title={p.title}>
        <GalleryTabs />
      </PageHeader>
      <div className="container page gallery-page">
        {p.controls}
        {filterBar}
        {filter ? (
          <FilterResults filter={filter} page={p} />
        ) : (
          <section aria-labelledby="recent-heading" className="gallery-section">
            <h2 id="recent-heading">{t('gallery.recent')}</h2>
            {recent.isPending ? (
              <Skeleton count={4} height={p.skeleton.items} />
            ) : recent.data?.data.length ? (
              p.renderItems(recent.data.data, t('gallery.recent'), true)
            ) : (
              <EmptyState>{MESSAGES.comingSoon}</EmptyState>
            )}
          </section>
        )}

        {!!tags.data?.data.length && (
          <section aria-labelledby="tags-heading" className="gallery-section">
            <h2 id="tags-heading">{t('gallery.tags')}</h2>
            <TagList tags={tags.data.data.map(p.tags.link)} />
          </section>
        )}

        <section aria-labelledby="categories-heading" className="gallery-section">
          <h2 id="categories-heading">{p.categoriesHeading}</h2>
          {categories.isPending ? (
            <Skeleton count={4} height={p.skeleton.categories} />
          ) : categories.data?.data.length ? (
            categories.data.data.map(p.categories.render)
          ) : (
            <EmptyState>{MESSAGES.comingSoon}</EmptyState>
          )}
        </section>
      </div>
    </>
  );
}

/** Filtered items replace the recent ones; nothing found shows the server's message. */
function FilterResults<Item, Tag, Category>({ filter, page: p }: { filter: FilterValues; page: CollectionPageProps<Item, Tag, Category> }) {
  const { t } = useTranslation();
  const { showError } = useMessage();
  const results = usePaged([...p.filter.key, filter], (page) => p.filter.load(filter, page));
  const items = results.data?.pages.flatMap((r) => r.data) ?? [];
  useShowRefusal(results.error && !isNothingFound(results.error) ? results.error : null, showError);
  return (
    <section aria-labelledby="results-heading" className="gallery-section" aria-busy={results.isFetching}>
      <h2 id="results-heading">{t('gallery.results')}</h2>
      {results.isPending && !results.error ? (
        <Skeleton count={4} height={p.skeleton.items} />
      ) : items.length ? (
        <>
          {p.renderItems(items, t('gallery.results'), false)}
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
