/** The studio's rules and messages (`@studovna/core/studio`): never part of a learner's screens. */
export * from './roles';
export * from './field-problems';
export * from './catalogue-drafts';
export * from './studio-messages';
export * from './question-draft';
export * from './question-draft-schema';
export * from './question-messages';
export * from './lesson-draft';
export * from './question-bank-messages';
export * from './assignment-draft';
export * from './plan-draft';
export * from './assignment-grading';
export * from './grading-messages';
