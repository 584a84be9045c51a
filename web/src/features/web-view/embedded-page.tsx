import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LoadingState } from '../../components/spinner';
import { useLeaveWebView } from './use-leave-web-view';
import { WebViewBackButton } from './web-view-back-button';
import styles from './web-view.module.css';

/**
 * The page in a full-window frame with the back button over it; a loading state until the page has
 * loaded. The frame may run the page's forms and scripts but cannot navigate the app itself.
 */
export function EmbeddedPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const { leave, frameLoaded } = useLeaveWebView();
  const appName = t('app.name');
  const titleId = useId();

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <main id="main" tabIndex={-1} className={styles.screen} aria-busy={!loaded} aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {title}
      </h1>
      <WebViewBackButton onBack={leave} />
      <iframe
        className={styles.frame}
        src={url}
        title={title}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-scripts allow-downloads"
        onLoad={() => {
          frameLoaded();
          setLoaded(true);
        }}
      />
      {loaded ? null : (
        <div className={styles.loading}>
          <LoadingState label={t('webView.loading')} />
        </div>
      )}
    </main>
  );
}
