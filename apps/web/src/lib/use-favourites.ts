import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import {
  FAVOURITE_MESSAGES,
  type FavouriteKind,
  type WishList,
} from '@portal/contract/favourites';
import { MESSAGES } from '@portal/contract/messages';
import { calls } from '@portal/contract/calls';
import { call, ApiError, errorMessage } from './api';
import { useSession } from './session';

/**
 * The logged-in user's favourites. The hearts show what the
 * server last said: wish/list when a page loads, then the list each toggle returns. Nothing
 * is shown as favourited before the server has agreed.
 */
export const WISH_LIST_KEY = ['wish', 'list'] as const;
/** The /favourite-list page's query; a toggle anywhere refreshes it. */
export const FAVOURITE_LIST_KEY = ['favourite', 'list'] as const;

/** The toggle calls, by kind. */
const TOGGLES = {
  media: { add: calls.wishMediaAdd, remove: calls.wishMediaRemove },
  event: { add: calls.wishEventAdd, remove: calls.wishEventRemove },
} as const;

const EMPTY: WishList = { wishmedia: [], wishevent: [] };

/** The heart states; empty for visitors (no call is made without a session). */
export function useWishList() {
  const { isLoggedIn } = useSession();
  const query = useQuery({
    queryKey: WISH_LIST_KEY,
    queryFn: async (): Promise<WishList> => {
      const { wishmedia, wishevent } = await call(calls.wishList);
      return { wishmedia, wishevent };
    },
    enabled: isLoggedIn,
    staleTime: 30_000,
  });
  return { list: isLoggedIn ? (query.data ?? EMPTY) : EMPTY, isLoading: isLoggedIn && query.isLoading };
}

/** The favourite list page's data (videos, audios, events), for the member area. */
export function useFavouriteList() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: FAVOURITE_LIST_KEY,
    queryFn: () => call(calls.favouriteList),
    enabled: isLoggedIn,
  });
}

export function isFavourite(list: WishList, kind: FavouriteKind, id: number): boolean {
  return (kind === 'media' ? list.wishmedia : list.wishevent).includes(id);
}

/**
 * Adds or removes one favourite. Visitors are told to log in; a toggle shows the spec's toast
 * and the hearts follow the list the server returns. On failure the server's message is shown
 * and the list is fetched again, so the hearts stay as the server has them.
 */
export function useToggleFavourite() {
  const { isLoggedIn } = useSession();
  const client = useQueryClient();
  const { list } = useWishList();
  const mutation = useMutation({
    mutationFn: ({ kind, id, add }: { kind: FavouriteKind; id: number; add: boolean }) =>
      call(TOGGLES[kind][add ? 'add' : 'remove'], { body: { id } }),
    onSuccess: (resp, { kind, add }) => {
      client.setQueryData<WishList>(WISH_LIST_KEY, { wishmedia: resp.wishmedia, wishevent: resp.wishevent });
      void client.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
      toast.success(resp.message || (add ? FAVOURITE_MESSAGES[kind].added : FAVOURITE_MESSAGES[kind].removed));
    },
    onError: (err) => {
      // success 2 has already logged the user out (lib/api.ts); other refusals keep the server's state.
      if (!(err instanceof ApiError && err.success === 2)) void client.invalidateQueries({ queryKey: WISH_LIST_KEY });
      toast.error(errorMessage(err));
    },
  });

  const toggle = (kind: FavouriteKind, id: number) => {
    if (!isLoggedIn) {
      toast.info(MESSAGES.loginToFavourite, { toastId: 'login-to-favourite' });
      return;
    }
    mutation.mutate({ kind, id, add: !isFavourite(list, kind, id) });
  };
  const pendingFor = (kind: FavouriteKind, id: number) =>
    mutation.isPending && mutation.variables?.kind === kind && mutation.variables.id === id;
  return { toggle, pendingFor, list };
}
