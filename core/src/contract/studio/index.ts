/**
 * The studio's contract (`@studovna/core/contract/studio`, decision 0023): its own entry, so a learner's
 * screens never carry it.
 */
export * as studioCategoriesApi from './categories';
export * as studioCoursesApi from './courses';
export * as studioLessonsApi from './lessons';
export * as studioAssignmentsApi from './assignments';
export * as studioPlansApi from './plans';
export * as studioPackagesApi from './packages';
export * as studioQuestionsApi from './questions';
export * as studioQuizzesApi from './quizzes';
export * as studioGradingApi from './grading';
export * as studioModerationApi from './moderation';
export * as studioReportsApi from './reports';
export type { StudioCategory } from './categories';
export type { StudioCourse, StudioCourseRow, StudioItem, StudioSection } from './courses';
export type { BankQuestion, BankQuestionRow, ImportReportView } from './questions';
export type { StudioQuiz, StudioQuizSettings } from './quizzes';
export type { StudioLesson } from './lessons';
export type { StudioAssignment, StudioAttachment } from './assignments';
export type { StudioPlan, StudioPlanFamily, StudioPlans } from './plans';
export type { AuditEntry } from './studio-fields';
export type { GradingAnswer, GradingFile, GradingRow } from './grading';
export * as studioLearnersApi from './learners';
export type {
  Learner,
  LearnerAttempt,
  LearnerCourse,
  LearnerOrder,
  LearnerPlan,
  LearnerRow,
} from './learners';
export * as studioOrdersApi from './orders';
export type { StudioOrder } from './orders';
export type { ModerationComment, ModerationReview } from './moderation';
export type { CourseReport, ItemFlag, ItemReport, QuizReport } from './reports';
