import { MediaListPage } from './media-list-page';

/** /mediatag/{id} (spec 000 section 2.6). */
export default function MediaTagPage() {
  return <MediaListPage kind="tag" />;
}
