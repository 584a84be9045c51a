import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { ScreenLayout } from '../../components/screen-layout';
import { useUserId } from '../../lib/store';
import { BoardGuest } from './components/board-guest';
import { LearnerBoard } from './components/learner-board';

/**
 * The Board tab (SPEC §2, nastenka/{category?}): the learner's pinned questions under the category
 * header, grouped by category, course and quiz, and the practice of what is due; guests are asked to
 * log in or register.
 */
export function BoardScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useUserId() !== null;
  return (
    <ScreenLayout title={t('board.title')}>
      {loggedIn ? <LearnerBoard /> : <BoardGuest returnTo={pathname} />}
    </ScreenLayout>
  );
}
