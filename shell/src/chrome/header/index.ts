export * from './site-header';
