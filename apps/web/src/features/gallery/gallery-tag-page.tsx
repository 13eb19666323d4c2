import { useTranslation } from 'react-i18next';
import { PATHS } from '@portal/contract/routes';
import { galleryApi } from './api';
import { ImageGrid } from './image-grid';
import { ItemListPage } from './item-list-page';

/** /tag/{id}: the tag's images with a lightbox and a Back link. */
export default function GalleryTagPage() {
  const { t } = useTranslation();
  return (
    <ItemListPage
      queryKey={['gallery', 'tag']}
      load={galleryApi.tag}
      nameOf={(first) => first.tag_name}
      back={{ to: PATHS.gallery, label: t('gallery.back') }}
      fallback={{ title: t('gallery.title'), description: t('gallery.description') }}
      skeletonHeight={160}
      imageOf={(images) => images[0]?.image}
      render={(images, name) => <ImageGrid images={images} label={name} />}
    />
  );
}
