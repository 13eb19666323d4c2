import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlbumGroup } from '@portal/contract/gallery';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { displayDate } from '../../lib/dates';
import { usePublicPageRules } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { galleryApi } from './api';
import { ImageGrid } from './image-grid';
import { LoadMore } from './load-more';
import { useLogFailure, usePaged } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

/** /category/{id} (spec 000 section 2.5): the category's album sub-groups, each with its lightbox. */
export default function GalleryCategoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePublicPageRules();
  const list = usePaged(['gallery', 'category', id], (page) => galleryApi.category(id, page));
  useLogFailure('Gallery category', list.error);
  const name = list.data?.pages[0]?.category_name ?? '';
  usePageMeta(name || t('gallery.title'), t('gallery.description'), list.data?.pages[0]?.data[0]?.albums[0]?.image);
  const groups = mergeGroups(list.data?.pages.flatMap((p) => p.data) ?? []);
  useScrollToHash(groups.length);

  return (
    <>
      <PageHeader title={name || '\u00a0'} back={{ to: PATHS.gallery, label: t('gallery.back') }} />
      <div className="container page gallery-page">
        {list.isPending ? (
          <Skeleton count={6} height={160} />
        ) : groups.length ? (
          <>
            {groups.map((g) => (
              <section key={g.id} id={`album-${g.id}`} className="gallery-section album-group" aria-labelledby={`album-${g.id}-h`}>
                <h2 id={`album-${g.id}-h`}>
                  {g.album_sub} <span className="muted album-date">{displayDate(g.album_date)}</span>
                </h2>
                <ImageGrid images={g.albums} label={g.album_sub} />
              </section>
            ))}
            <LoadMore list={list} />
          </>
        ) : (
          <EmptyState>{tx(MESSAGES.noRecords)}</EmptyState>
        )}
      </div>
    </>
  );
}

/** An album cut by a page boundary continues on the next page: join its two halves. */
function mergeGroups(groups: AlbumGroup[]): AlbumGroup[] {
  const out: AlbumGroup[] = [];
  for (const g of groups) {
    const last = out.at(-1);
    if (last?.id === g.id) out[out.length - 1] = { ...last, albums: [...last.albums, ...g.albums] };
    else out.push(g);
  }
  return out;
}

/** An album tile of /gallery links to #album-{id}: scroll to it once the albums are there. */
function useScrollToHash(ready: number) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
