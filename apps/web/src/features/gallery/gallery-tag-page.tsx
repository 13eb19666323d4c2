import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { galleryApi } from './api';
import { ImageGrid } from './image-grid';
import { LoadMore } from './load-more';
import { useLogFailure, usePaged } from './use-paged';
import './strings';
import './gallery.css';
import { tx } from '../../lib/i18n';

/** /tag/{id} (spec 000 section 2.5): the tag's images with a lightbox and a Back link. */
export default function GalleryTagPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePublicPageRules();
  const list = usePaged(['gallery', 'tag', id], (page) => galleryApi.tag(id, page));
  useLogFailure('Gallery tag', list.error);
  const name = list.data?.pages[0]?.tag_name ?? '';
  const images = list.data?.pages.flatMap((p) => p.data) ?? [];
  usePageMeta(name || t('gallery.title'), t('gallery.description'), images[0]?.image);
  return (
    <>
      <PageHeader title={name || '\u00a0'} back={{ to: PATHS.gallery, label: t('gallery.back') }} />
      <div className="container page gallery-page">
        {list.isPending ? (
          <Skeleton count={6} height={160} />
        ) : images.length ? (
          <>
            <ImageGrid images={images} label={name} />
            <LoadMore list={list} />
          </>
        ) : (
          <EmptyState>{tx(MESSAGES.noRecords)}</EmptyState>
        )}
      </div>
    </>
  );
}
