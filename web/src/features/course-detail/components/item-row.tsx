import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { SectionItem } from '@studovna/core/contract';
import { graduationActions, type ItemAccess } from '@studovna/core/domain';
import { LessonIcon, LockIcon, QuizIcon, RepeatIcon } from './detail-icons';
import styles from './item-row.module.css';

const GRADUATION_KEY = {
  '': 'courseDetail.graduation.none',
  'in-progress': 'courseDetail.graduation.inProgress',
  failed: 'courseDetail.graduation.failed',
  passed: 'courseDetail.graduation.passed',
} as const;

const ACTION_KEY = {
  startNow: 'courseDetail.action.startNow',
  continue: 'courseDetail.action.continue',
  fix: 'courseDetail.action.fix',
  retake: 'courseDetail.action.retake',
} as const;

/** The learning screen's address of an item; `start` asks it to start the item over (Repeat). */
export const itemPath = (courseId: number, item: Pick<SectionItem, 'type' | 'id'>, start = false) =>
  `/kurzy/${courseId}/${item.type}/${item.id}${start ? '?start=1' : ''}`;

interface ItemRowProps {
  courseId: number;
  item: SectionItem;
  access: ItemAccess;
  requiredPremiums: string[];
}

/**
 * One quiz or lesson: open items are a link to the learning screen named by the title and the next
 * step of their graduation (SPEC §4); failed and passed items add Repeat. Closed items say why, with
 * Login for guests and 'Chci tohle' for learners without the plan.
 */
export function ItemRow({ courseId, item, access, requiredPremiums }: ItemRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Icon = item.type === 'lp_lesson' ? LessonIcon : QuizIcon;
  const actions = graduationActions(item.graduation);
  const meta = (
    <span className={styles.meta}>
      {item.preview ? <span className={styles.preview}>{t('courseDetail.preview')}</span> : null}
      {item.duration ? <span>{item.duration}</span> : null}
      <span className={`${styles.state} ${styles[item.graduation || 'none'] ?? ''}`}>
        {t(GRADUATION_KEY[item.graduation])}
      </span>
    </span>
  );

  if (access === 'open') {
    return (
      <li className={styles.row}>
        <Link to={itemPath(courseId, item)} className={styles.link}>
          <span className={styles.icon}>
            <Icon />
          </span>
          <span className={styles.body}>
            <span className={styles.title}>{item.title}</span>
            <span className={styles.footer}>
              {meta}
              <span className={styles.action}>{t(ACTION_KEY[actions.primary])}</span>
            </span>
          </span>
        </Link>
        {actions.repeat ? (
          <Link to={itemPath(courseId, item, true)} className={styles.repeat}>
            <RepeatIcon size={16} />
            {t('courseDetail.action.repeat')}
            <span className="visually-hidden">: {item.title}</span>
          </Link>
        ) : null}
      </li>
    );
  }

  const login = () =>
    void navigate('/prihlaseni', { state: { message: t('auth.required', { ns: 'shared' }), courseId } });
  const wantIt = () => void navigate('/studijni-plany', { state: { requiredPremiums } });
  const cta =
    access === 'login' ? (
      <button type="button" className={styles.cta} onClick={login}>
        {t('session.login')}
        <span className="visually-hidden">: {item.title}</span>
      </button>
    ) : access === 'wantIt' ? (
      <button type="button" className={styles.cta} onClick={wantIt}>
        {t('plan.wantIt')}
        <span className="visually-hidden">: {item.title}</span>
      </button>
    ) : null;

  return (
    <li className={`${styles.row} ${styles.closed}`}>
      <div className={styles.link}>
        <span className={styles.icon}>
          <LockIcon />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>
            {item.title}
            <span className="visually-hidden"> ({t('courseDetail.locked')})</span>
          </span>
          <span className={styles.footer}>
            {meta}
            {cta}
          </span>
        </span>
      </div>
    </li>
  );
}
