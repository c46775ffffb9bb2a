export * from './parameters';
export * from './producers';
export * from './users';
export * from './auth';
export * from './cartera';
export * from './reports';
export * from './news';
export * from './comunicacion';
