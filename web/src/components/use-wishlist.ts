import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wishlistApi, type CourseSummary } from '@studovna/core/contract';
import { useApi, type ApiClient } from '../lib/api';
import { unwrapAction } from '../lib/api/action-result';
import { selectIsLoggedIn, useAppStore } from '../lib/store';

export const WISHLIST_KEY = ['wishlist'] as const;

/** GET /wishlist — the caller's wishlisted courses, newest first. */
export const wishlistQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: WISHLIST_KEY,
    queryFn: async ({ signal }) => unwrapAction(await api.call(wishlistApi.listWishlist, { signal })).items,
  });

/** The wishlist of the logged-in learner; guests have none (no call is made). */
export function useWishlist() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({ ...wishlistQuery(useApi()), enabled: loggedIn });
}

/**
 * POST /wishlist/toggle, optimistic: the heart and the wishlist change at once, the server's list
 * replaces them on success, and a failure puts the previous list back (the caller shows the alert).
 */
export function useToggleWishlist() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (course: CourseSummary) =>
      unwrapAction(await api.call(wishlistApi.toggleWishlist, { body: { id: course.id } })),
    onMutate: async (course) => {
      await queryClient.cancelQueries({ queryKey: WISHLIST_KEY });
      const previous = queryClient.getQueryData<CourseSummary[]>(WISHLIST_KEY);
      queryClient.setQueryData<CourseSummary[]>(WISHLIST_KEY, (list = []) =>
        list.some((item) => item.id === course.id)
          ? list.filter((item) => item.id !== course.id)
          : [course, ...list],
      );
      return { previous };
    },
    onError: (_error, _course, context) => {
      if (context?.previous) queryClient.setQueryData(WISHLIST_KEY, context.previous);
      else void queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(WISHLIST_KEY, data.items);
    },
  });
}
