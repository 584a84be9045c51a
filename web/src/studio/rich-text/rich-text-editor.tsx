import { useEffect, useId, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { FieldError } from '../../components/field-error';
import fieldStyles from '../../components/form-field.module.css';
import { RichTextToolbar } from './rich-text-toolbar';
import styles from './rich-text-editor.module.css';

/**
 * What the editor may write: the structure the server keeps (`content-html.ts`) and the app renders —
 * headings 2–4, bold, italic, underline, strike, code, lists, quotes, links, tables and images. Formulas
 * are text between dollars, typeset by the app.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];

/** The editor's HTML, `''` when it holds nothing. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  /** Uploads a picture and answers its address, or null after saying why it failed. */
  uploadImage: (file: File) => Promise<string | null>;
  /** Given the field's frame (null when it goes); the editable area is its `[contenteditable]`. */
  elementRef?: (element: HTMLElement | null) => void;
}

/**
 * A rich-text field (Tiptap on ProseMirror) with its toolbar: labelled, described by its hint and error,
 * usable by keyboard (the toolbar's buttons by Tab; Ctrl+B, Ctrl+I… in the text).
 */
export function RichTextEditor({
  label,
  hint,
  error,
  value,
  onChange,
  readOnly,
  uploadImage,
  elementRef,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  // the last HTML the editor wrote: any other value comes from outside (a revert, the saved lesson)
  const written = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => {
      written.current = htmlOf(current);
      onChange(written.current);
    },
  });

  useEffect(() => {
    if (!editor || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor) return;
    const attributes = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      class: styles.content!,
    };
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, labelId, describedBy, error, readOnly]);

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        ref={elementRef}
        className={`${styles.frame} ${error ? styles.invalid : ''} ${readOnly ? styles.readOnly : ''}`}
      >
        {editor && !readOnly ? <RichTextToolbar editor={editor} uploadImage={uploadImage} /> : null}
        <EditorContent editor={editor} />
      </div>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
