export * from './validation';
export * from './site';
export * from './session';
export * from './cache-lifetimes';
export * from './course-sort';
export * from './premium';
export * from './price';
