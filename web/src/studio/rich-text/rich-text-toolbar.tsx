import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useStudioT } from '../i18n/studio-i18n';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import styles from './rich-text-editor.module.css';

interface ToolProps {
  label: string;
  onClick: () => void;
  /** A format that is on or off where the cursor is (`aria-pressed`); absent for an action. */
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function Tool({ label, onClick, active, disabled, children }: ToolProps) {
  return (
    <button
      type="button"
      className={`${styles.tool} ${active ? styles.toolActive : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // keeps the text's selection: the command acts on it
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The formats of the lesson's text: headings, bold, italic, lists, quote, link, formula, table, picture,
 * undo. Each button is named; a format's button says whether it is on where the cursor is.
 */
export function RichTextToolbar({
  editor,
  uploadImage,
}: {
  editor: Editor;
  uploadImage: (file: File) => Promise<string | null>;
}) {
  const t = useStudioT();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  // one tab stop for the whole toolbar, its buttons by the arrows, Home and End (WAI-ARIA toolbar)
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  useLayoutEffect(() => {
    const buttons = [...(bar.current?.querySelectorAll('button') ?? [])];
    const wanted = buttons[current];
    const stop = wanted && !wanted.disabled ? wanted : buttons.find((button) => !button.disabled);
    for (const button of buttons) button.tabIndex = button === stop ? 0 : -1;
  });
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(bar.current?.querySelectorAll('button') ?? [])];
    const enabled = all.filter((button) => !button.disabled);
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const last = enabled.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % enabled.length
        : event.key === 'ArrowLeft'
          ? (at + last) % enabled.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    enabled[next]!.focus();
    setCurrent(all.indexOf(enabled[next]!));
  };
  // where the cursor was when a dialog opened: what the dialog inserts goes there
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const chain = () => editor.chain().focus();
  const openDialog = (which: 'link' | 'image') => {
    const { from, to } = editor.state.selection;
    setRange({ from, to });
    setDialog(which);
  };
  const atRange = () => {
    const size = editor.state.doc.content.size;
    const clamp = (position: number) => Math.max(0, Math.min(position, size));
    return range ? chain().setTextSelection({ from: clamp(range.from), to: clamp(range.to) }) : chain();
  };
  const inTable = editor.isActive('table');

  const insertFormula = () => {
    const { from, to, empty } = editor.state.selection;
    const selected = empty ? '' : editor.state.doc.textBetween(from, to, ' ');
    const tex = selected || 'x^2';
    chain()
      .insertContent(`$${tex}$`)
      .setTextSelection(empty ? { from: from + 1, to: from + 1 + tex.length } : from + tex.length + 2)
      .run();
  };

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className={styles.toolbar}
        onKeyDown={onToolbarKey}
      >
        <div className={styles.toolGroup}>
          <Tool
            label={t('editor.heading2')}
            active={editor.isActive('heading', { level: 2 })}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </Tool>
          <Tool
            label={t('editor.heading3')}
            active={editor.isActive('heading', { level: 3 })}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </Tool>
        </div>
        <div className={styles.toolGroup}>
          <Tool
            label={t('editor.bold')}
            active={editor.isActive('bold')}
            onClick={() => chain().toggleBold().run()}
          >
            <strong>B</strong>
          </Tool>
          <Tool
            label={t('editor.italic')}
            active={editor.isActive('italic')}
            onClick={() => chain().toggleItalic().run()}
          >
            <em>I</em>
          </Tool>
          <Tool
            label={t('editor.underline')}
            active={editor.isActive('underline')}
            onClick={() => chain().toggleUnderline().run()}
          >
            <u>U</u>
          </Tool>
        </div>
        <div className={styles.toolGroup}>
          <Tool
            label={t('editor.bulletList')}
            active={editor.isActive('bulletList')}
            onClick={() => chain().toggleBulletList().run()}
          >
            •≡
          </Tool>
          <Tool
            label={t('editor.orderedList')}
            active={editor.isActive('orderedList')}
            onClick={() => chain().toggleOrderedList().run()}
          >
            1.
          </Tool>
          <Tool
            label={t('editor.quote')}
            active={editor.isActive('blockquote')}
            onClick={() => chain().toggleBlockquote().run()}
          >
            „“
          </Tool>
        </div>
        <div className={styles.toolGroup}>
          <Tool label={t('editor.link')} active={editor.isActive('link')} onClick={() => openDialog('link')}>
            {t('editor.linkShort')}
          </Tool>
          <Tool label={t('editor.formula')} onClick={insertFormula}>
            ∑ $…$
          </Tool>
          <Tool label={t('editor.image')} onClick={() => openDialog('image')}>
            {t('editor.imageShort')}
          </Tool>
          <Tool
            label={t('editor.table')}
            disabled={inTable}
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            {t('editor.tableShort')}
          </Tool>
        </div>
        {inTable ? (
          <div className={styles.toolGroup}>
            <Tool label={t('editor.addRow')} onClick={() => chain().addRowAfter().run()}>
              +{t('editor.rowShort')}
            </Tool>
            <Tool label={t('editor.addColumn')} onClick={() => chain().addColumnAfter().run()}>
              +{t('editor.columnShort')}
            </Tool>
            <Tool label={t('editor.deleteRow')} onClick={() => chain().deleteRow().run()}>
              −{t('editor.rowShort')}
            </Tool>
            <Tool label={t('editor.deleteColumn')} onClick={() => chain().deleteColumn().run()}>
              −{t('editor.columnShort')}
            </Tool>
            <Tool label={t('editor.deleteTable')} onClick={() => chain().deleteTable().run()}>
              ✕
            </Tool>
          </div>
        ) : null}
        <div className={styles.toolGroup}>
          <Tool label={t('editor.undo')} disabled={!editor.can().undo()} onClick={() => chain().undo().run()}>
            ↶
          </Tool>
          <Tool label={t('editor.redo')} disabled={!editor.can().redo()} onClick={() => chain().redo().run()}>
            ↷
          </Tool>
        </div>
      </div>
      <LinkDialog
        open={dialog === 'link'}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setDialog(null)}
        onApply={(href) => {
          const empty = range ? range.from === range.to : editor.state.selection.empty;
          if (href === '') atRange().extendMarkRange('link').unsetLink().run();
          else if (empty && !editor.isActive('link'))
            // no text chosen: the address itself becomes the link's text
            atRange()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else atRange().extendMarkRange('link').setLink({ href }).run();
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        onClose={() => setDialog(null)}
        upload={uploadImage}
        onInsert={(src, alt) => atRange().setImage({ src, alt }).run()}
      />
    </>
  );
}
