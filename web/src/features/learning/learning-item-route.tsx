import { Fragment, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { UpButtonLink } from '../../components/up-button-link';
import { InfoIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { LearningLayout } from './components/learning-layout';
import { idFromParam, isValidQuestionIndex } from './learning-params';

/** A learning address whose item this app does not show: it says so and leads back to the course. */
export function LearningUnavailable({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <LearningLayout courseId={courseId}>
      <StateMessage icon={<InfoIcon size={32} />} tone="info" title={t('learning.unavailable')}>
        <UpButtonLink to={`/kurzy/${courseId}`} variant="secondary">
          {t('learning.backToCourse')}
        </UpButtonLink>
      </StateMessage>
    </LearningLayout>
  );
}

interface LearningItemRouteProps {
  /** The item's screen; `itemId` is 0 when the address has none. */
  children: (item: { courseId: number; itemId: number }) => ReactNode;
  /** Whether the screen shows without an item id (the course preview); else such an address is unavailable. */
  itemOptional?: boolean;
}

/**
 * A learning address, kurzy/:courseId/:sectionType/:sectionId?/:questionIndex? (SPEC §2): a non-numeric
 * course, item or question index is a 404. Each item type has its own route and chunk (routes.tsx); a
 * move to another item mounts its screen afresh.
 */
export function LearningItemRoute({ children, itemOptional = false }: LearningItemRouteProps) {
  // `sectionType` only on the route of the types without one of their own (routes.tsx)
  const { courseId, sectionType = '', sectionId, questionIndex } = useParams();
  const course = idFromParam(courseId);
  if (!course || !isValidQuestionIndex(questionIndex) || (sectionId !== undefined && !idFromParam(sectionId)))
    return <Navigate to="/404" replace />;
  const itemId = idFromParam(sectionId);
  return (
    <Fragment key={`${course}/${sectionType}/${sectionId ?? ''}`}>
      {itemId || itemOptional ? (
        children({ courseId: course, itemId })
      ) : (
        <LearningUnavailable courseId={course} />
      )}
    </Fragment>
  );
}
