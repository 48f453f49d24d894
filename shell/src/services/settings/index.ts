export * from './use-settings';
export * from './load-settings';
