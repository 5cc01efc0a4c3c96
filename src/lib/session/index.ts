export * from './session';
export * from './session-store';
export * from './progress';
