import { isVideoPlayerUrl, videoEmbedUrl } from '@studovna/core/domain';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './lesson-editor.module.css';

/**
 * The player of the address typed, as the app will frame it: only a YouTube or Vimeo player (what the
 * app's frames allow); nothing for an empty address, a note for any other.
 */
export function VideoPreview({ address }: { address: string }) {
  const t = useStudioT();
  const embed = videoEmbedUrl(address);
  if (embed === '') return null;
  if (embed === null || !isVideoPlayerUrl(embed))
    return <p className={styles.videoNote}>{t('lessonForm.videoNoPreview')}</p>;
  return (
    <div className={styles.video}>
      <iframe
        src={embed}
        title={t('lessonForm.videoPlayer')}
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
