import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlbumGroup } from '@portal/contract/gallery';
import { PATHS } from '@portal/contract/routes';
import { displayDate } from '../../lib/dates';
import { galleryApi } from './api';
import { ImageGrid } from './image-grid';
import { ItemListPage } from './item-list-page';

/** /category/{id}: the category's album sub-groups, each with its lightbox. */
export default function GalleryCategoryPage() {
  const { t } = useTranslation();
  return (
    <ItemListPage
      queryKey={['gallery', 'category']}
      load={galleryApi.category}
      nameOf={(first) => first.category_name}
      back={{ to: PATHS.gallery, label: t('gallery.back') }}
      fallback={{ title: t('gallery.title'), description: t('gallery.description') }}
      skeletonHeight={160}
      rowsOf={mergeGroups}
      imageOf={(groups) => groups[0]?.albums[0]?.image}
      render={(groups) => <AlbumGroups groups={groups} />}
    />
  );
}

function AlbumGroups({ groups }: { groups: AlbumGroup[] }) {
  useScrollToHash(groups.length);
  return groups.map((g) => (
    <section key={g.id} id={`album-${g.id}`} className="gallery-section album-group" aria-labelledby={`album-${g.id}-h`}>
      <h2 id={`album-${g.id}-h`}>
        {g.album_sub} <span className="muted album-date">{displayDate(g.album_date)}</span>
      </h2>
      <ImageGrid images={g.albums} label={g.album_sub} />
    </section>
  ));
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
