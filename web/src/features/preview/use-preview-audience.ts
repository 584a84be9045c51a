import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { courseAccess, previewAudience, type PreviewAudience } from '@studovna/core/domain';
import { useApi } from '../../lib/api';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { courseDetailQuery } from '../course-detail/course-query';
import { usePremiumMissRefresh } from '../study-plans/use-premium-miss-refresh';

export interface PreviewAccess {
  audience: PreviewAudience;
  /** Premium codes the course requires, for the study plans screen ('Chci to'). */
  requiredPremiums: string[];
}

/**
 * Who is looking at the preview (SPEC §4, §6): a guest at once; a learner once the course (its
 * categories and the learner's status) has arrived, compared with the store's caps as the course list
 * does. `null` while that is loading. A course that cannot be loaded leaves the learner without the plan.
 */
export function usePreviewAccess(courseId: number): PreviewAccess | null {
  const api = useApi();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const caps = useAppStore(useShallow((state) => state.user.caps));
  const course = useQuery({ ...courseDetailQuery(api, courseId), enabled: loggedIn });
  usePremiumMissRefresh(Boolean(course.data && !courseAccess(course.data, caps).holdsPremium));
  if (!loggedIn) return { audience: 'guest', requiredPremiums: [] };
  if (course.isError) return { audience: 'withoutPlan', requiredPremiums: [] };
  if (!course.data) return null;
  const access = courseAccess(course.data, caps);
  return {
    audience: previewAudience({ loggedIn, holdsPremium: access.holdsPremium, courseStatus: access.status }),
    requiredPremiums: access.requiredPremiums,
  };
}
