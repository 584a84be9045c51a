import { lazy, Suspense, useId } from 'react';
import { MathHtml } from '../../components/math-html';
import { useStudioT } from '../i18n/studio-i18n';
import type { RichTextEditorProps } from './rich-text-editor';
import { RichTextPlaceholder } from './rich-text-placeholder';
import { useUploadContentImage } from './use-upload-content-image';
import styles from './rich-text-with-preview.module.css';

// Tiptap and ProseMirror (most of the studio's weight) in one chunk that only the editors load, whichever
// of them opens first; a chunk two editors imported directly would be grouped with the app's shared code
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/**
 * An author's text in the rich-text editor beside the learner's own rendering of it (formulas typeset,
 * pictures and tables as the app shows them), side by side where there is room, one above the other where not.
 */
export function RichTextWithPreview({
  emptyPreview,
  previewLabel,
  ...props
}: Omit<RichTextEditorProps, 'uploadImage'> & {
  /** What the preview says while the text is empty. */
  emptyPreview: string;
  /** The preview's name for a screen reader where a form has more than one (its heading otherwise). */
  previewLabel?: string;
}) {
  const t = useStudioT();
  const titleId = useId();
  const uploadImage = useUploadContentImage();
  return (
    <div className={styles.textAndPreview}>
      <Suspense fallback={<RichTextPlaceholder label={props.label} hint={props.hint} />}>
        <RichTextEditor {...props} uploadImage={uploadImage} />
      </Suspense>
      <section
        className={styles.preview}
        {...(previewLabel ? { 'aria-label': previewLabel } : { 'aria-labelledby': titleId })}
      >
        <h3 id={titleId} className={styles.previewTitle}>
          {t('editor.previewTitle')}
        </h3>
        {props.value.trim() === '' ? (
          <p className={styles.previewEmpty}>{emptyPreview}</p>
        ) : (
          <MathHtml html={props.value} className={styles.previewContent} />
        )}
      </section>
    </div>
  );
}
