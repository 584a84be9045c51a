import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** Practice of pinned and wrongly answered questions (issue 6) — not built yet. */
export function BoardPracticeScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.board')} />;
}
