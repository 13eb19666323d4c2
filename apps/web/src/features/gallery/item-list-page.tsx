import type { ReactNode } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { LoadMore } from './load-more';
import { isMissing, useLogFailure, usePaged, type ItemListLoaderData } from './use-paged';
import { PageNotFound } from '../../components/page-not-found';
import './strings';
import './gallery.css';

type Page = { data: unknown[]; page: number; has_more: boolean };
type Row<P extends Page> = P['data'][number];

/**
 * A category's or a tag's page of either collection (/category/{id}, /tag/{id},
 * /mediacategory/{id}, /mediatag/{id}): its name as the title, a Back link, its items a page at
 * a time ("Load more"), and the share preview from its first picture.
 */
export function ItemListPage<P extends Page>(p: {
  /** The query key's start ('gallery', 'category'); the id from the address is added. */
  queryKey: readonly string[];
  load: (id: string, page: number) => Promise<P>;
  nameOf: (first: P) => string;
  back: { to: string; label: string };
  /** The page's title and description while the name is unknown (and for the share preview). */
  fallback: { title: string; description: string };
  skeletonHeight: number;
  /** Joins the pages' rows into what is drawn (an album cut by a page boundary is joined). */
  rowsOf?: (rows: Row<P>[]) => Row<P>[];
  imageOf: (rows: Row<P>[]) => string | undefined;
  render: (rows: Row<P>[], name: string) => ReactNode;
}) {
  const { id = '' } = useParams();
  usePublicPageRules();
  // Known missing from the server's render (its loader's data), else from the browser's answer.
  const missingOnServer = (useLoaderData() as ItemListLoaderData | null)?.missing === true;
  const list = usePaged([...p.queryKey, id], (page) => p.load(id, page), !missingOnServer);
  const missing = missingOnServer || isMissing(list.error);
  useLogFailure(p.queryKey.join(' '), missing ? null : list.error);
  const first = list.data?.pages[0];
  const name = first ? p.nameOf(first) : '';
  const all: Row<P>[] = list.data?.pages.flatMap((page) => page.data) ?? [];
  const rows = p.rowsOf ? p.rowsOf(all) : all;
  const { t } = useTranslation();
  const head = <PageHead title={missing ? t('site.notFound') : name || p.fallback.title} description={p.fallback.description} image={p.imageOf(rows)} />;
  if (missing) return <PageNotFound />;
  return (
    <>
      {head}
      <PageHeader title={name || '\u00a0'} back={p.back} />
      <div className="container page gallery-page">
        {list.isPending ? (
          <Skeleton count={6} height={p.skeletonHeight} />
        ) : rows.length ? (
          <>
            {p.render(rows, name)}
            <LoadMore list={list} />
          </>
        ) : (
          <EmptyState>{MESSAGES.noRecords}</EmptyState>
        )}
      </div>
    </>
  );
}
