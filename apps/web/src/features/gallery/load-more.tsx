import { useTranslation } from 'react-i18next';

/** The "Load more" button of a paged list, shown while the server says there is more. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <button type="button" className="btn btn-outline load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      {t('gallery.loadMore')}
    </button>
  );
}
