export * from './session';
export * from './session-store';
export * from './progress';
export * from './keep-sign-in-ready';
export * from './other-tabs';
