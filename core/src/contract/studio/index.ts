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
export type { CourseReport, ItemFlag, ItemReport, QuizReport } from './reports';
