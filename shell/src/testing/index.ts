export * from './test-utils';
