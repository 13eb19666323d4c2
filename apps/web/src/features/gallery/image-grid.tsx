import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@portal/contract/gallery';
import { Img } from '../../components/image';

/** The picture widths the grid shows (gallery.css: 2, 3 then 4 columns; the featured one spans two). */
const TILE_SIZES = '(min-width: 990px) 25vw, (min-width: 640px) 33vw, 50vw';
const FEATURED_SIZES = '(min-width: 990px) 50vw, (min-width: 640px) 66vw, 100vw';

/** The lightbox's code loads when an image is first opened (features/gallery/lightbox.tsx). */
const Lightbox = lazy(() => import('./lightbox'));

/**
 * A grid of gallery images that open in a lightbox. The lightbox has no download button (no
 * Download plugin): arrows, Escape and swipe move through the images. With `featured` the first
 * image is shown large and the rest smaller (the recent images of /gallery).
 */
export function ImageGrid({ images, featured, label }: { images: GalleryImage[]; featured?: boolean; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(-1);
  // Mounted from the first opening on, so that closing keeps its animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ul className={featured ? 'image-grid image-grid-featured' : 'image-grid'} aria-label={label}>
        {images.map((img, i) => (
          <li key={img.id}>
            <button
              type="button"
              className="image-tile"
              onClick={() => {
                setOpened(true);
                setIndex(i);
              }}
              aria-label={t('gallery.openImage', { caption: img.caption || label })}
            >
              <Img
                src={img.image}
                alt={img.caption}
                width={img.width || 800}
                height={img.height || 600}
                eager={featured && i === 0}
                sizes={featured && i === 0 ? FEATURED_SIZES : TILE_SIZES}
              />
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <Lightbox
            open={index >= 0}
            index={Math.max(index, 0)}
            close={() => setIndex(-1)}
            captions={{ descriptionTextAlign: 'center' }}
            slides={images.map((img) => ({
              src: img.image,
              alt: img.caption,
              width: img.width || undefined,
              height: img.height || undefined,
              description: img.caption,
            }))}
            carousel={{ finite: images.length <= 1 }}
            labels={{
              Previous: t('gallery.lightbox.previous'),
              Next: t('gallery.lightbox.next'),
              Close: t('gallery.lightbox.close'),
              Lightbox: label,
            }}
            controller={{ closeOnBackdropClick: true }}
          />
        </Suspense>
      )}
    </>
  );
}
