import { UserIcon } from '../../../components/icons';
import { imageAddress } from '../../../lib/image-address';
import styles from './catalog.module.css';

/** The instructor's photo, or the placeholder avatar when there is none (SPEC §9). */
export function Avatar({ src: address, size = 56 }: { src: string; size?: number }) {
  const src = imageAddress(address);
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={`${styles.avatar} ${styles.placeholderAvatar}`} style={{ width: size, height: size }}>
      <UserIcon size={Math.round(size * 0.5)} />
    </span>
  );
}
