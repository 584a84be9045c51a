import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import fieldStyles from '../../components/form-field.module.css';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './rich-text-editor.module.css';

/**
 * A picture for the text: chosen, described (its alt text, read instead of the picture), uploaded, and
 * inserted where the cursor was. While it uploads, and if it fails, the field says so.
 */
export function ImageDialog({
  open,
  onClose,
  upload,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  upload: (file: File) => Promise<string | null>;
  onInsert: (src: string, alt: string) => void;
}) {
  const t = useStudioT();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);

  const send = async () => {
    if (!file) return;
    setUploading(true);
    const src = await upload(file);
    setUploading(false);
    if (src) onInsert(src, alt.trim());
    setFile(null);
    setAlt('');
  };

  return (
    <>
      <p role="status" className={styles.status}>
        {uploading ? t('editor.imageUploading') : ''}
      </p>
      <Dialog
        open={open}
        title={t('editor.imageTitle')}
        onClose={() => {
          setFile(null);
          setAlt('');
          onClose();
        }}
        actions={[
          { label: t('general.cancel'), variant: 'secondary' },
          { label: t('editor.imageInsert'), onSelect: () => void send() },
        ]}
      >
        <div className={styles.dialogFields}>
          <div className={fieldStyles.field}>
            <label htmlFor="lesson-image-file" className={fieldStyles.label}>
              {t('editor.imageFile')}
            </label>
            <input
              id="lesson-image-file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby="lesson-image-file-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id="lesson-image-file-hint" className={fieldStyles.hint}>
              {t('editor.imageFileHint')}
            </p>
          </div>
          <TextField
            label={t('editor.imageAlt')}
            hint={t('editor.imageAltHint')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
      </Dialog>
    </>
  );
}
