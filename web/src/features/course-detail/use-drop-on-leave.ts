import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * SPEC §4: the stored course is cleared when the learner leaves the screen. Removal waits a tick and
 * skips a query somebody still watches (StrictMode's remount, a second screen on the same course).
 */
export function useDropQueryOnLeave(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(hash) as QueryKey;
    return () => {
      setTimeout(() => {
        const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
        if (query && query.getObserversCount() === 0)
          queryClient.removeQueries({ queryKey: key, exact: true });
      }, 0);
    };
  }, [queryClient, hash]);
}
