import Lightbox, { type LightboxExternalProps } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';

/** The gallery's lightbox with captions, loaded on demand by image-grid.tsx. */
export default function GalleryLightbox(props: LightboxExternalProps) {
  return <Lightbox {...props} plugins={[Captions]} />;
}
