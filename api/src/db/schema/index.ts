export * from './parameters';
export * from './producers';
export * from './users';
export * from './auth';
