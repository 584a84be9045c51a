import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { User } from '@studovna/core/contract';
import { Button, buttonClass } from '../../../components/button';
import { FieldError } from '../../../components/field-error';
import { imageAddress } from '../../../lib/image-address';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatarFile, formatMegabytes } from '../avatar-file';
import styles from '../settings.module.css';

/** A picked image and the address of its preview (an object URL, revoked when replaced). */
export interface ChosenAvatar {
  file: File;
  previewUrl: string;
}

interface AvatarPickerProps {
  user: User;
  chosen: ChosenAvatar | null;
  onChoose: (chosen: ChosenAvatar | null) => void;
}

/**
 * The current avatar (or the initial, as on the profile), a file input for a new one and its
 * preview before saving. A file that is not a JPG, PNG, WebP or GIF image, or is over 2 MB, is
 * refused here with the reason.
 */
export function AvatarPicker({ user, chosen, onChoose }: AvatarPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const size = formatMegabytes(AVATAR_MAX_BYTES);
  const initial = (user.name || user.username).trim().charAt(0).toUpperCase();
  const current = imageAddress(user.avatar_url);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setRefusal(
        problem === 'type'
          ? t('settings.avatarNotImage', { ns: 'shared' })
          : t('settings.avatarTooLarge', { size }),
      );
      return;
    }
    setRefusal(null);
    onChoose({ file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <fieldset className={styles.avatarGroup}>
      <legend className={styles.legend}>{t('settings.avatar')}</legend>
      <div className={styles.avatarRow}>
        {chosen ? (
          <img
            className={styles.avatar}
            src={chosen.previewUrl}
            alt={t('settings.avatarPreview')}
            width={80}
            height={80}
          />
        ) : current ? (
          <img
            className={styles.avatar}
            src={current}
            alt={t('settings.avatarCurrent')}
            width={80}
            height={80}
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div className={styles.avatarActions}>
          <div className={styles.filePicker}>
            <input
              id={id}
              type="file"
              accept={AVATAR_ACCEPT}
              className={`visually-hidden ${styles.fileInput}`}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
              onChange={pick}
            />
            <label htmlFor={id} className={buttonClass({ variant: 'secondary', small: true })}>
              {t('settings.avatarChoose')}
            </label>
          </div>
          {chosen ? (
            <Button variant="ghost" small onClick={() => onChoose(null)}>
              {t('settings.avatarClear')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className={styles.chosen} aria-live="polite">
        {chosen ? t('settings.avatarChosen', { name: chosen.file.name }) : ''}
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('settings.avatarHint', { size })}
      </p>
      <div aria-live="assertive">
        <FieldError id={`${id}-error`}>{refusal}</FieldError>
      </div>
    </fieldset>
  );
}
