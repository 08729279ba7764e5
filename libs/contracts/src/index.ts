export * from './api';
export * from './currency';
export * from './paintings';
export * from './api-calls';
export * from './painting-input';
export * from './identity';
