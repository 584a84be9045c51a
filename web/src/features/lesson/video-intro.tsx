import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import styles from './lesson-screen.module.css';

/** The lesson's intro video: an address plays in a frame; embed HTML is shown sanitised. */
export function VideoIntro({ source }: { source: string }) {
  const { t } = useTranslation();
  const url = /^https?:\/\//i.test(source.trim()) ? source.trim() : null;
  return (
    <figure className={styles.video}>
      {url ? (
        <iframe
          src={url}
          title={t('lesson.video')}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <MathHtml html={source} />
      )}
    </figure>
  );
}
