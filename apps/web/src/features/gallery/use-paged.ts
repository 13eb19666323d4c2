import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * A list read page by page ("Load more"). The server answers `has_more`; the next page is
 * asked only when it is true.
 */
export function usePaged<T extends { page: number; has_more: boolean }>(
  key: readonly unknown[],
  load: (page: number) => Promise<T>,
  enabled = true,
) {
  return useInfiniteQuery({ ...pagedQuery(key, load), enabled });
}

/** The options of a paged list, shared with the route loaders (loaders.ts) that ask for its first page. */
export function pagedQuery<T extends { page: number; has_more: boolean }>(key: readonly unknown[], load: (page: number) => Promise<T>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: T) => (last.has_more ? last.page + 1 : undefined),
    retry: false,
  });
}

/** List failures are only logged; the page shows its empty state. */
export function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`${what} could not be loaded:`, error instanceof Error ? error.message : error);
  }, [what, error]);
}

/** The filter's "nothing found" answer (success 0 with a message) as opposed to a refused request. */
export function isNothingFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.success === 0 && error.status === 200;
}

/** A refused request (say, a date the picker let through) shows the server's message once. */
export function useShowRefusal(error: unknown, show: (text: string) => void) {
  const last = useRef<unknown>(null);
  useEffect(() => {
    if (!error || error === last.current) return;
    last.current = error;
    show(errorMessage(error));
  }, [error, show]);
}

/** What a category's or tag's route loader hands its page (loaders.ts). */
export interface ItemListLoaderData {
  missing: boolean;
}

/** The API's answer that the category, tag or album asked for does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
