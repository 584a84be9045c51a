import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MathHtml } from '../../components/math-html';
import { BulbIcon, CrossIcon, TickIcon } from './question-icons';
import styles from './question-feedback.module.css';
import shared from './questions.module.css';

const VIDEO_URL = /^https?:\/\/\S+$/;

/** The hint (video solution) behind a 'Nápověda' button; a bare address becomes a link to the video. */
export function QuestionHint({ hint, initiallyOpen }: { hint: string; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const url = hint.trim();
  return (
    <div className={styles.hint}>
      <button
        type="button"
        className={styles.hintButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BulbIcon />
        {t('question.hint')}
      </button>
      <div id={panelId} className={styles.hintPanel} hidden={!open}>
        {VIDEO_URL.test(url) ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('question.hintVideo')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : (
          <MathHtml html={hint} />
        )}
      </div>
    </div>
  );
}

interface QuestionResultProps {
  /** `undefined` until the question is checked. */
  correct: boolean | undefined;
  answered: boolean;
  explanation: string | null | undefined;
  hideExplanation?: boolean;
  /** Speak the result when it appears (a polite live region). */
  announce: boolean;
}

/** After check: "Správně!" / "Špatně" / "Bez odpovědi" with an icon, then the explanation. */
export function QuestionResult({
  correct,
  answered,
  explanation,
  hideExplanation,
  announce,
}: QuestionResultProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const kind = correct === undefined ? null : correct ? 'correct' : answered ? 'wrong' : 'empty';
  return (
    <>
      <div role={announce ? 'status' : undefined} className={styles.resultRegion}>
        {kind ? (
          <p className={`${styles.result} ${styles[`result-${kind}`]}`}>
            {kind === 'correct' ? <TickIcon /> : <CrossIcon />}
            {t(`question.result.${kind}`)}
          </p>
        ) : null}
      </div>
      {kind && explanation && !hideExplanation ? (
        <section className={styles.explanation} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.explanationTitle}>
            {t('question.explanation')}
          </h3>
          <MathHtml html={explanation} className={shared.prose} />
        </section>
      ) : null}
    </>
  );
}
