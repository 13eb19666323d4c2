import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaCategoryResponse, MediaTagResponse } from '@portal/contract/media';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { LoadMore } from './load-more';
import { MediaGrid } from './media-grid';
import { useLogFailure, usePaged } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

type Page = MediaCategoryResponse | MediaTagResponse;

/** /mediacategory/{id} and /mediatag/{id}: a media list with a Back link to /media. */
export function MediaListPage({ kind, load }: { kind: 'category' | 'tag'; load: (id: string, page: number) => Promise<Page> }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePublicPageRules();
  const list = usePaged(['media', kind, id], (page) => load(id, page));
  useLogFailure(`Media ${kind}`, list.error);
  const first = list.data?.pages[0];
  const name = first ? ('category_name' in first ? first.category_name : first.tag_name) : '';
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  usePageMeta(name || t('gallery.mediaTitle'), t('gallery.mediaDescription'), items[0]?.image);
  return (
    <>
      <PageHeader title={name || '\u00a0'} back={{ to: PATHS.media, label: t('gallery.back') }} />
      <div className="container page gallery-page">
        {list.isPending ? (
          <Skeleton count={4} height={220} />
        ) : items.length ? (
          <>
            <MediaGrid items={items} label={name} />
            <LoadMore list={list} />
          </>
        ) : (
          <EmptyState>{tx(MESSAGES.noRecords)}</EmptyState>
        )}
      </div>
    </>
  );
}
