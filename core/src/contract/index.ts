export * from './endpoint';
export * from './common';
export * as tokenApi from './token';
export * as usersApi from './users';
