import { PATHS } from '@portal/contract/routes';
import { collectionPageMeta } from '../../lib/collection/page-meta.ts';
import { categoryPreview, media } from './repository.ts';

/** Share previews of /media, /mediacategory/{id} and /mediatag/{id}. */
export const mediaPageMeta = collectionPageMeta({
  path: PATHS.media,
  // The page's own heading and description, as the web app shows them (features/gallery/strings.ts).
  name: { en: 'AV Gallery', ta: 'ஒலி-ஒளி தொகுப்பு' },
  description: {
    en: 'Talks, guided meditations, chants and program glimpses to watch and listen to.',
    ta: 'உரைகள், வழிகாட்டப்பட்ட தியானங்கள், மந்திரங்கள் மற்றும் நிகழ்ச்சித் துளிகள்.',
  },
  category: { path: PATHS.mediaCategory, preview: categoryPreview },
  tag: { path: PATHS.mediaTag, preview: media.tagPreview },
});
