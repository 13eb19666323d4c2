import { MediaListPage } from './media-list-page';

/** /mediacategory/{id} (spec 000 section 2.6). */
export default function MediaCategoryPage() {
  return <MediaListPage kind="category" />;
}
