import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { useToast } from '../../components/toast-context';
import type { ApiFailure } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './cover-image.module.css';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type UploadOutcome = { ok: true; message: string } | ApiFailure;

interface CoverImageProps {
  /** The section's heading: whose image it is. */
  title: string;
  /** The current image's address, `''` without one. */
  image: string;
  mayEdit: boolean;
  /** Sends the file (multipart field `file`); the caller keeps what the server answers. */
  upload: (file: File) => Promise<UploadOutcome>;
}

/**
 * A cover image: the current one, and a new one sent as soon as it is chosen. Type and size are checked
 * here first (JPEG, PNG, WebP or GIF, at most 5 MB); the server checks the content.
 */
export function CoverImage({ title, image, mayEdit, upload }: CoverImageProps) {
  const t = useStudioT();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (file: File) => {
    if (!TYPES.includes(file.type)) return setError(t('image.wrongType'));
    if (file.size > MAX_BYTES) return setError(t('image.tooLarge'));
    setError(null);
    setPending(true);
    const outcome = await upload(file);
    setPending(false);
    if (input.current) input.current.value = '';
    if (!outcome.ok) {
      setError(serverFieldErrors(outcome)?.file ?? failureMessage(outcome, t('general.saveFailed')));
      return;
    }
    toast.show({ tone: 'success', message: outcome.message });
  };

  return (
    <section className={styles.image} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {image ? (
        <img src={image} alt={t('image.current')} className={styles.cover} />
      ) : (
        <p className={styles.none}>{t('image.none')}</p>
      )}
      {mayEdit ? (
        <>
          <input
            ref={input}
            type="file"
            accept={TYPES.join(',')}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="cover-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <Button
            variant="secondary"
            small
            disabled={pending}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onClick={() => input.current?.click()}
          >
            {pending ? t('image.uploading') : image ? t('image.replace') : t('image.choose')}
          </Button>
          <p id={`${id}-hint`} className={styles.hint}>
            {t('image.hint')}
          </p>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </>
      ) : null}
    </section>
  );
}
