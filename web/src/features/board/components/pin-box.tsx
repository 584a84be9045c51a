import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { boardApi } from '@studovna/core/contract';
import { pinColour } from '@studovna/core/domain';
import { learningPath } from '../../learning/learning-params';
import { CrossMark, TickMark } from './board-icons';
import styles from '../board.module.css';

export type PinBoxMode =
  /** Opens the question in the results review. */
  | { kind: 'open' }
  /** The category needs a plan the learner lacks: asks what to do instead. */
  | { kind: 'locked'; onSelect: () => void; describedBy: string }
  /** Choosing pins to remove. */
  | { kind: 'select'; selected: boolean; onToggle: () => void };

/**
 * One pinned question as a numbered box (its order in the quiz), coloured by its status (SPEC §4: green
 * right, red wrong, grey otherwise) with a tick or cross beside the colour, and the same in words for a
 * screen reader ("Otázka 3, správně").
 */
export function PinBox({ pin, mode }: { pin: boardApi.Pin; mode: PinBoxMode }) {
  const { t } = useTranslation();
  const colour = pinColour(pin.status);
  const label = t('board.box.label', { n: pin.order, state: t(`board.box.${colour}`) });
  const className = `${styles.box} ${styles[colour]}`;
  const face = (
    <>
      <span aria-hidden="true">{pin.order}</span>
      {colour === 'green' ? <TickMark size={12} className={styles.mark} /> : null}
      {colour === 'red' ? <CrossMark size={12} className={styles.mark} /> : null}
    </>
  );

  if (mode.kind === 'select')
    return (
      <button
        type="button"
        className={`${className} ${mode.selected ? styles.selected : ''}`}
        aria-label={label}
        aria-pressed={mode.selected}
        onClick={mode.onToggle}
      >
        {face}
      </button>
    );
  if (mode.kind === 'locked')
    return (
      <button
        type="button"
        className={`${className} ${styles.locked}`}
        aria-label={label}
        aria-describedby={mode.describedBy}
        onClick={mode.onSelect}
      >
        {face}
      </button>
    );
  return (
    <Link
      to={learningPath(pin.courseId, 'lp_quiz', pin.quizId, pin.order)}
      className={className}
      aria-label={label}
    >
      {face}
    </Link>
  );
}
