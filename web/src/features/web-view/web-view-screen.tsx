import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Embedded web page w/:url (SPEC §2) — being built. */
export function WebViewScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.webView')} />;
}
