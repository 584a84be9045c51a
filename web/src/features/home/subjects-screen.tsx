import { useTranslation } from 'react-i18next';
import type { Category } from '@studovna/core/contract';
import { Button, ExternalButtonLink } from '../../components/button';
import { ExternalIcon, RefreshIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { sitePages } from '../../lib/config';
import { useConfig } from '../../lib/config-context';
import { useAppStoreApi } from '../../lib/store';
import { useCategories } from './api/categories-query';
import { CategoryList } from './components/category-list';
import { CategoriesProblem } from './components/categories-problem';
import { HomeHeader } from './components/home-header';
import styles from './subjects-screen.module.css';

/** Home / Subjects tab: logo, account, website button and the category list (SPEC §2). */
export function SubjectsScreen() {
  const { t } = useTranslation();
  const store = useAppStoreApi();
  const { site } = useConfig();
  const categories = useCategories();

  // The card is a link to the course list; choosing it first remembers the category (SPEC §2).
  const select = (category: Category) => store.getState().selectCategory(category.slug, true);

  let content;
  if (categories.isPending) content = <LoadingState />;
  else if (categories.isError)
    content = <CategoriesProblem error={categories.error} onRetry={() => void categories.refetch()} />;
  else if (categories.data.length === 0)
    content = <CategoriesProblem onRetry={() => void categories.refetch()} />;
  else {
    content = (
      <>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            small
            icon={<RefreshIcon size={18} />}
            className={categories.isFetching ? styles.spin : undefined}
            disabled={categories.isFetching}
            onClick={() => void categories.refetch()}
          >
            {categories.isFetching ? t('home.refreshing') : t('home.refresh')}
          </Button>
        </div>
        <CategoryList to="/kurzy" categories={categories.data} onSelect={select} />
      </>
    );
  }

  return (
    <ScreenLayout title={t('home.title')} top={<HomeHeader />} narrow>
      <div className={styles.intro}>
        <p className={styles.lead}>{t('home.intro')}</p>
        <ExternalButtonLink
          href={sitePages(site).home}
          variant="secondary"
          small
          newTab
          newTabLabel={t('common.opensInNewTab')}
          icon={<ExternalIcon size={18} />}
        >
          {t('home.website')}
        </ExternalButtonLink>
      </div>
      {content}
    </ScreenLayout>
  );
}
