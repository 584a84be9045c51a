import { Button } from '../../components/button';
import { useStudioT } from '../i18n/studio-i18n';
import formStyles from './studio-form.module.css';

export interface SaveBarProps {
  pending: boolean;
  dirty: boolean;
  /** The server's refusal of the last save, shown instead of the note. */
  refusal: string | null;
  onRevert: () => void;
  /** The submit button's label; „Uložit změny" unless told. */
  saveLabel?: string;
  /** In a small form among others (a card): in its place, not kept at the bottom of the screen. */
  inline?: boolean;
}

/**
 * The foot of a studio form: save (the form's submit), revert to what is saved, and a note that says
 * whether anything is unsaved — or, after a refusal, why the save was refused (announced at once).
 */
export function SaveBar({ pending, dirty, refusal, onRevert, saveLabel, inline }: SaveBarProps) {
  const t = useStudioT();
  return (
    <div className={inline ? formStyles.saveBarInline : formStyles.saveBar}>
      <Button type="submit" disabled={pending}>
        {pending ? t('general.saving') : (saveLabel ?? t('general.save'))}
      </Button>
      <Button variant="ghost" disabled={!dirty || pending} onClick={onRevert}>
        {t('general.revert')}
      </Button>
      {refusal ? (
        <p className={formStyles.refusal} role="alert">
          {refusal}
        </p>
      ) : (
        <p className={formStyles.saveNote} aria-live="polite">
          {dirty ? t('general.unsavedNote') : t('general.allSaved')}
        </p>
      )}
    </div>
  );
}
