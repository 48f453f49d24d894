export * from './site-layout';
