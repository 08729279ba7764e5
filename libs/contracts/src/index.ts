export * from './api';
export * from './currency';
export * from './paintings';
