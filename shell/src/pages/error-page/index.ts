export * from './error-page';
