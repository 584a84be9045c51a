export * from './api-client';
export * from './api-types';
export * from './api-request-error';
export * from './api-events';
export * from './api-context';
