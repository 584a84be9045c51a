import { useTranslation } from '../../i18n/use-translation';
import { ExternalButtonLink } from '../../components/button';
import { AlertIcon, ExternalIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { StateMessage } from '../../components/state-message';
import type { WebViewTarget } from './web-view-target';

/**
 * An address the web view does not embed: another web's page may be opened in a new tab; an
 * unreadable address or another scheme (javascript:, data:, …) is never turned into a link.
 */
export function WebViewRefused({ target }: { target: Exclude<WebViewTarget, { kind: 'embed' }> }) {
  const { t } = useTranslation();
  const external = target.kind === 'external';
  return (
    <ScreenLayout title={t('webView.refusedTitle')} back narrow>
      <StateMessage
        icon={<AlertIcon size={28} />}
        title={external ? t('webView.externalTitle', { host: target.host }) : t('webView.invalidTitle')}
        text={external ? t('webView.externalText') : t('webView.invalidText')}
      >
        {external ? (
          <ExternalButtonLink
            href={target.url}
            newTab
            newTabLabel={t('common.opensInNewTab')}
            icon={<ExternalIcon size={18} />}
          >
            {t('webView.openInNewTab')}
          </ExternalButtonLink>
        ) : null}
      </StateMessage>
    </ScreenLayout>
  );
}
