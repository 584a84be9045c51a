export * from './app-store';
export * from './app-store-context';
export * from './recently-viewed';
export * from './subscription';
