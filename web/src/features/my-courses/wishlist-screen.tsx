import { useTranslation } from '../../i18n/use-translation';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { useWishlist } from '../../components/use-wishlist';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { AccountRequired } from './components/account-required';
import { CourseGrid } from './components/course-grid';
import { EmptyList, ListProblem } from './components/list-states';
import styles from './components/course-grid.module.css';

/** Wishlist (uzivatel/oblibene): the learner's wishlisted courses; the heart removes one at once. */
export function WishlistScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const wishlist = useWishlist();

  let content;
  if (!loggedIn) content = <AccountRequired returnTo="/uzivatel/oblibene" />;
  else if (wishlist.isPending) content = <LoadingState />;
  else if (wishlist.isError)
    content = (
      <ListProblem
        error={wishlist.error}
        title={t('wishlist.loadFailed')}
        onRetry={() => void wishlist.refetch()}
      />
    );
  else if (wishlist.data.length === 0)
    content = <EmptyList title={t('wishlist.empty')} text={t('wishlist.emptyText')} />;
  else content = <CourseGrid courses={wishlist.data} label={t('wishlist.title')} />;

  return (
    <ScreenLayout title={t('wishlist.title')} back>
      <div className={styles.stack}>{content}</div>
    </ScreenLayout>
  );
}
