export * from './render-with-store';
