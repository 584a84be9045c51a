import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wishlistApi } from '@studovna/core/contract/routes';
import { type CourseSummary } from '@studovna/core/contract';
import { useTranslation } from '../i18n/use-translation';
import { useApi, type ApiClient } from '../lib/api';
import { unwrapAction } from '../lib/api/action-result';
import { selectIsLoggedIn, useAppStore } from '../lib/store';
import { sendAction } from '../lib/sync/send-action';
import { useQueuedFeedback } from '../lib/sync/use-queued-feedback';

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
 * POST /wishlist/toggle through the outbox, optimistic: the heart and the wishlist change at once, the
 * server's list replaces them on success, and a failure puts the previous list back (the caller shows
 * the alert). Without a connection the toggle is queued and the heart stays as chosen; once the server
 * has answered, the wishlist is asked again (and a refusal is told).
 */
export function useToggleWishlist() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const feedback = useQueuedFeedback();
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async (course: CourseSummary) => {
      const result = await sendAction(api, {
        endpoint: wishlistApi.toggleWishlist,
        request: { body: { id: course.id } },
        later: (answer) => {
          void queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
          feedback.settled(t('wishlist.failed'), answer, unwrapAction);
        },
      });
      if (!result) {
        feedback.queued();
        return null;
      }
      return unwrapAction(result);
    },
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
