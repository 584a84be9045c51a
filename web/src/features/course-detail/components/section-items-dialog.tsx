import { useTranslation } from '../../../i18n/use-translation';
import type { Section, SectionItem } from '@studovna/core/contract';
import { itemAccess, type ItemAccessInput } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Dialog } from '../../../components/dialog';
import { ItemRow } from './item-row';
import styles from './section-items-dialog.module.css';

export type ItemKind = 'quizzes' | 'theory';

interface SectionItemsDialogProps {
  courseId: number;
  section: Section;
  kind: ItemKind;
  items: SectionItem[];
  access: Omit<ItemAccessInput, 'preview' | 'locked'>;
  requiredPremiums: string[];
  onClose: () => void;
}

/** The popup of a section's quizzes or lessons (SPEC §2), each with its graduation and access. */
export function SectionItemsDialog({
  courseId,
  section,
  kind,
  items,
  access,
  requiredPremiums,
  onClose,
}: SectionItemsDialogProps) {
  const { t } = useTranslation();
  const states = items.map((item) => itemAccess({ ...access, preview: item.preview, locked: item.locked }));
  const note = states.includes('login')
    ? t('auth.required', { ns: 'shared' })
    : states.includes('wantIt')
      ? t('courseDetail.planRequired')
      : states.includes('enroll')
        ? t('courseDetail.enrollFirst')
        : null;

  return (
    <Dialog
      open
      title={t(kind === 'quizzes' ? 'courseDetail.quizzesOf' : 'courseDetail.theoryOf', {
        section: section.title,
      })}
      onClose={onClose}
      actions={[{ label: t('common.close'), variant: 'secondary' }]}
    >
      <div className={styles.content}>
        {note ? <Banner>{note}</Banner> : null}
        <ul className={styles.list}>
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              courseId={courseId}
              item={item}
              access={states[index]!}
              requiredPremiums={requiredPremiums}
            />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
