import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Board of pinned questions (SPEC §2) — being built. */
export function BoardScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.board')} back={false} />;
}
