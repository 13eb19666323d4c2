import { MediaListPage } from './media-list-page';

/** /mediacategory/{id}. */
export default function MediaCategoryPage() {
  return <MediaListPage kind="category" />;
}
