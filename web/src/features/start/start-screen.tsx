import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Start: recently viewed learning items (SPEC §2) — being built. */
export function StartScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.start')} back={false} />;
}
