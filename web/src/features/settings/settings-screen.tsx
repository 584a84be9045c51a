import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Settings: general, password, delete account (SPEC §2) — being built. */
export function SettingsScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.settings')} />;
}
