export * from './version-check';
export * from './use-version-check';
