import { useTranslation } from 'react-i18next';
import type { MediaCategoryResponse, MediaTagResponse } from '@portal/contract/media';
import { PATHS } from '@portal/contract/routes';
import { mediaApi } from './api';
import { ItemListPage } from './item-list-page';
import { MediaGrid } from './media-grid';

/** /mediacategory/{id} and /mediatag/{id}: a media list with a Back link to /media. */
export function MediaListPage({ kind }: { kind: 'category' | 'tag' }) {
  const { t } = useTranslation();
  const load: (id: string, page: number) => Promise<MediaCategoryResponse | MediaTagResponse> = kind === 'category' ? mediaApi.category : mediaApi.tag;
  return (
    <ItemListPage
      queryKey={['media', kind]}
      load={load}
      nameOf={(first) => ('category_name' in first ? first.category_name : first.tag_name)}
      back={{ to: PATHS.media, label: t('gallery.back') }}
      fallback={{ title: t('gallery.mediaTitle'), description: t('gallery.mediaDescription') }}
      skeletonHeight={220}
      imageOf={(items) => items[0]?.image}
      render={(items, name) => <MediaGrid items={items} label={name} />}
    />
  );
}
