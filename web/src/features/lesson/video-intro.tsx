import { isVideoPlayerUrl } from '@studovna/core/domain';
import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import styles from './lesson-screen.module.css';

/**
 * The lesson's intro video: a YouTube or Vimeo player plays in a frame; any other address is offered as a
 * link (the app frames no other site); embed HTML is shown sanitised.
 */
export function VideoIntro({ source }: { source: string }) {
  const { t } = useTranslation();
  const address = source.trim();
  if (isVideoPlayerUrl(address))
    return (
      <figure className={styles.video}>
        <iframe
          src={address}
          title={t('lesson.video')}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </figure>
    );
  if (/^https?:\/\//i.test(address))
    return (
      <p>
        <a href={address} target="_blank" rel="noopener noreferrer">
          {t('lesson.video')}
        </a>
      </p>
    );
  return (
    <figure className={styles.video}>
      <MathHtml html={source} />
    </figure>
  );
}
