export * from './validation';
export * from './site';
export * from './session';
