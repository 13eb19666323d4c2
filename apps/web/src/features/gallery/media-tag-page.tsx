import { MediaListPage } from './media-list-page';

/** /mediatag/{id}. */
export default function MediaTagPage() {
  return <MediaListPage kind="tag" />;
}
