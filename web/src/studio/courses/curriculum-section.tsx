import type { DragEvent } from 'react';
import type { StudioCourse, StudioItem } from '@studovna/core/contract/studio';
import { TextField } from '../../components/text-field';
import { ReorderHandle } from '../common/reorder-handle';
import { GuardedLink } from '../common/unsaved-changes';
import type { ReorderControl } from '../common/use-reorder-focus';
import { useStudioT, type StudioT } from '../i18n/studio-i18n';
import { AddItemForm } from './add-item-form';
import { canMoveItem, itemKey, type SectionDraft } from './curriculum-model';
import reorderStyles from '../common/reorder.module.css';
import styles from './curriculum.module.css';

interface DragProps {
  draggable: boolean;
  onDragStart?: (event: DragEvent) => void;
  onDragOver?: (event: DragEvent) => void;
  onDragLeave?: () => void;
  onDrop?: (event: DragEvent) => void;
  onDragEnd?: () => void;
}

interface Props {
  section: SectionDraft;
  index: number;
  count: number;
  sections: readonly SectionDraft[];
  name: string;
  editable: boolean;
  instructionsId: string;
  titleError?: string;
  className: string;
  drag: DragProps;
  dragItem: (key: string) => DragProps & { className: string };
  onChange: (next: Partial<SectionDraft>) => void;
  onMoveSection: (delta: -1 | 1, control: ReorderControl) => void;
  onMoveItem: (id: number, delta: -1 | 1, control: ReorderControl) => void;
  onGrab: (name: string, position: number, total: number) => (phase: 'grab' | 'drop' | 'cancel') => void;
  courseId: number;
  onItemCreated: (course: StudioCourse) => void;
}

export const itemTypeLabel = (t: StudioT, type: StudioItem['type']) =>
  type === 'lp_lesson'
    ? t('itemType.lesson')
    : type === 'lp_quiz'
      ? t('itemType.quiz')
      : t('itemType.assignment');

/** Where each kind of item is edited in the studio. */
const EDITOR_PATH: Record<StudioItem['type'], string> = {
  lp_lesson: 'lekce',
  lp_quiz: 'kvizy',
  lp_assignment: 'ukoly',
};
/** One section: its handle and title, its items in order (each with its handle), a new item. */
export function CurriculumSection(props: Props) {
  const t = useStudioT();
  const { section, index, count, sections, name, editable, instructionsId } = props;
  const headingId = `section-${section.key}`;
  return (
    <section
      className={`${styles.section} ${props.className}`}
      aria-labelledby={headingId}
      data-row-key={section.key}
      {...props.drag}
    >
      <div className={styles.sectionHead}>
        {editable ? (
          <ReorderHandle
            name={name}
            canMoveUp={index > 0}
            canMoveDown={index < count - 1}
            onMove={props.onMoveSection}
            onGrab={props.onGrab(name, index + 1, count)}
            instructionsId={instructionsId}
          />
        ) : null}
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('curriculum.section', { position: index + 1 })}
          {editable ? null : <span className={styles.sectionName}>{section.title}</span>}
        </h2>
        {editable ? (
          <div className={styles.sectionTitle}>
            <TextField
              label={t('curriculum.sectionTitle')}
              value={section.title}
              onChange={(event) => props.onChange({ title: event.target.value })}
              error={props.titleError}
              data-section-title={section.key}
            />
          </div>
        ) : null}
      </div>
      {section.items.length === 0 ? (
        <p className={styles.empty}>{t('curriculum.emptySection')}</p>
      ) : (
        <ol className={reorderStyles.list} aria-labelledby={headingId}>
          {section.items.map((item, itemIndex) => {
            const { className, ...drag } = props.dragItem(itemKey(item));
            return (
              <li
                key={item.id}
                data-row-key={itemKey(item)}
                className={`${reorderStyles.row} ${className}`}
                {...drag}
              >
                {editable ? (
                  <ReorderHandle
                    name={item.title}
                    canMoveUp={canMoveItem(sections, item.id, -1)}
                    canMoveDown={canMoveItem(sections, item.id, 1)}
                    onMove={(delta, control) => props.onMoveItem(item.id, delta, control)}
                    onGrab={props.onGrab(item.title, itemIndex + 1, section.items.length)}
                    instructionsId={instructionsId}
                  />
                ) : null}
                <span className={`${styles.type} ${styles[item.type]}`}>{itemTypeLabel(t, item.type)}</span>
                <GuardedLink to={`/studio/${EDITOR_PATH[item.type]}/${item.id}`} className={styles.itemTitle}>
                  {item.title}
                </GuardedLink>
                {item.preview || item.duration_minutes > 0 ? (
                  <span className={styles.meta}>
                    {item.preview ? <span>{t('curriculum.preview')}</span> : null}
                    {item.duration_minutes > 0 ? (
                      <span>{t('curriculum.minutes', { count: item.duration_minutes })}</span>
                    ) : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {editable ? (
        section.id === undefined ? (
          <p className={styles.empty}>{t('curriculum.saveBeforeItems')}</p>
        ) : (
          <AddItemForm
            courseId={props.courseId}
            sectionId={section.id}
            sectionName={name}
            onCreated={props.onItemCreated}
          />
        )
      ) : null}
    </section>
  );
}
