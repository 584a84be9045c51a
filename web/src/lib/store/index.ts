export * from './app-store';
export * from './app-store-context';
export * from './recently-viewed';
export * from './subscription';
export * from './form-slice';
export * from './cached-queries';
export * from './tab-category';
export * from './user-id';
