import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { StripQuestion } from '@studovna/core/domain';
import { FlagIcon } from './quiz-icons';
import styles from './question-strip.module.css';

interface StripCommon {
  items: StripQuestion[];
  /** One row that scrolls sideways instead of wrapped lines. */
  row?: boolean;
  /** The scrolling element (the `nav`). */
  ref?: Ref<HTMLElement>;
}

type QuestionStripProps = StripCommon &
  (
    | {
        /** The address of question `n` (1-based): each number is a link replacing the address. */
        pathOf: (n: number) => string;
        onSelect?: never;
      }
    | {
        /** Each number is a button that asks for question `n` (1-based). */
        onSelect: (n: number) => void;
        pathOf?: never;
      }
  );

/**
 * Every question of the quiz as a number: answered or not (right or wrong once checked), flagged to
 * return to, the current one marked (aria-current). Moving replaces the address (SPEC §2).
 */
export function QuestionStrip({ items, pathOf, onSelect, row, ref }: QuestionStripProps) {
  const { t } = useTranslation();
  return (
    <nav
      ref={ref}
      className={[styles.strip, row && styles.row].filter(Boolean).join(' ')}
      aria-label={t('quiz.strip.label')}
    >
      <ol className={styles.list}>
        {items.map((q) => {
          const label = [
            t('quiz.strip.question', { n: q.number }),
            t(`quiz.strip.${q.status}`),
            ...(q.flagged ? [t('quiz.strip.flagged')] : []),
          ].join(', ');
          const common = {
            'aria-label': label,
            'aria-current': q.current ? ('step' as const) : undefined,
            className: [styles.item, styles[q.status], q.current && styles.current].filter(Boolean).join(' '),
          };
          const content = (
            <>
              {q.number}
              {q.flagged ? <FlagIcon size={12} className={styles.flag} /> : null}
            </>
          );
          return (
            <li key={q.id}>
              {pathOf ? (
                <Link to={pathOf(q.number)} replace {...common}>
                  {content}
                </Link>
              ) : (
                <button type="button" onClick={() => onSelect(q.number)} {...common}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
