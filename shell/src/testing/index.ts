export * from './test-utils';
export * from './client-error-reports';
export * from './expect-links';
