import { lazy, Suspense } from 'react';
import { Navigate, useRoutes } from 'react-router';
import type { StudioRole } from '@studovna/core/studio';
import { LoadingState } from '../components/spinner';
import { UnsavedChangesProvider } from './common/unsaved-changes';
import { StudioI18nProvider } from './i18n/studio-i18n';
import { StudioGate } from './shell/studio-gate';
import { StudioShell } from './shell/studio-shell';

const CourseListScreen = lazy(() =>
  import('./courses/course-list-screen').then((m) => ({ default: m.CourseListScreen })),
);
const CourseEditorScreen = lazy(() =>
  import('./courses/course-editor-screen').then((m) => ({ default: m.CourseEditorScreen })),
);
const CategoryListScreen = lazy(() =>
  import('./categories/category-list-screen').then((m) => ({ default: m.CategoryListScreen })),
);
const CategoryFormScreen = lazy(() =>
  import('./categories/category-form-screen').then((m) => ({ default: m.CategoryFormScreen })),
);
const LessonEditorScreen = lazy(() =>
  import('./lessons/lesson-editor-screen').then((m) => ({ default: m.LessonEditorScreen })),
);
const AssignmentEditorScreen = lazy(() =>
  import('./assignments/assignment-editor-screen').then((m) => ({ default: m.AssignmentEditorScreen })),
);
const QuizEditorScreen = lazy(() =>
  import('./quizzes/quiz-editor-screen').then((m) => ({ default: m.QuizEditorScreen })),
);
const QuestionBankScreen = lazy(() =>
  import('./questions/question-bank-screen').then((m) => ({ default: m.QuestionBankScreen })),
);
const QuestionEditorScreen = lazy(() =>
  import('./questions/question-editor-screen').then((m) => ({ default: m.QuestionEditorScreen })),
);
const PlansScreen = lazy(() => import('./plans/plans-screen').then((m) => ({ default: m.PlansScreen })));
const GradingQueueScreen = lazy(() =>
  import('./grading/grading-queue-screen').then((m) => ({ default: m.GradingQueueScreen })),
);
const GradingScreen = lazy(() =>
  import('./grading/grading-screen').then((m) => ({ default: m.GradingScreen })),
);
const LearnerSearchScreen = lazy(() =>
  import('./learners/learner-search-screen').then((m) => ({ default: m.LearnerSearchScreen })),
);
const LearnerScreen = lazy(() =>
  import('./learners/learner-screen').then((m) => ({ default: m.LearnerScreen })),
);
const OrdersScreen = lazy(() => import('./orders/orders-screen').then((m) => ({ default: m.OrdersScreen })));
const ModerationScreen = lazy(() =>
  import('./moderation/moderation-screen').then((m) => ({ default: m.ModerationScreen })),
);
const ReportCoursesScreen = lazy(() =>
  import('./reports/report-courses-screen').then((m) => ({ default: m.ReportCoursesScreen })),
);
const CourseReportScreen = lazy(() =>
  import('./reports/course-report-screen').then((m) => ({ default: m.CourseReportScreen })),
);
const QuizReportScreen = lazy(() =>
  import('./reports/quiz-report-screen').then((m) => ({ default: m.QuizReportScreen })),
);
const ImportScreen = lazy(() => import('./import/import-screen').then((m) => ({ default: m.ImportScreen })));

/** The studio's pages under `/studio`, for the author's role. */
function StudioPages({ role }: { role: StudioRole }) {
  return useRoutes([
    { index: true, element: <Navigate to="kurzy" replace /> },
    { path: 'kurzy', element: <CourseListScreen role={role} /> },
    { path: 'kurzy/:courseId/*', element: <CourseEditorScreen role={role} /> },
    { path: 'kategorie', element: <CategoryListScreen /> },
    { path: 'kategorie/nova', element: <CategoryFormScreen /> },
    { path: 'kategorie/:categoryId', element: <CategoryFormScreen /> },
    { path: 'lekce/:lessonId', element: <LessonEditorScreen /> },
    { path: 'kvizy/:quizId', element: <QuizEditorScreen /> },
    { path: 'ukoly/:assignmentId', element: <AssignmentEditorScreen /> },
    { path: 'otazky', element: <QuestionBankScreen /> },
    { path: 'otazky/import', element: <ImportScreen /> },
    { path: 'otazky/:questionId', element: <QuestionEditorScreen /> },
    { path: 'hodnoceni', element: <GradingQueueScreen /> },
    { path: 'hodnoceni/:answerId', element: <GradingScreen /> },
    { path: 'moderace', element: <ModerationScreen /> },
    { path: 'prehledy', element: <ReportCoursesScreen /> },
    { path: 'prehledy/kurzy/:courseId', element: <CourseReportScreen /> },
    { path: 'prehledy/kvizy/:quizId', element: <QuizReportScreen /> },
    ...(role === 'administrator' ? [{ path: 'plany', element: <PlansScreen /> }] : []),
    ...(role === 'administrator'
      ? [
          { path: 'studujici', element: <LearnerSearchScreen /> },
          { path: 'studujici/:learnerId', element: <LearnerScreen /> },
        ]
      : []),
    ...(role === 'administrator' ? [{ path: 'objednavky', element: <OrdersScreen /> }] : []),
    { path: '*', element: <Navigate to="/studio/kurzy" replace /> },
  ]);
}

/** The studio: its messages, the guard of unsaved edits, the door, the frame and the pages. */
export function StudioRoot() {
  return (
    <StudioI18nProvider>
      <UnsavedChangesProvider>
        <StudioGate>
          {(role) => (
            <StudioShell role={role}>
              <Suspense fallback={<LoadingState />}>
                <StudioPages role={role} />
              </Suspense>
            </StudioShell>
          )}
        </StudioGate>
      </UnsavedChangesProvider>
    </StudioI18nProvider>
  );
}
