export * from './error-boundary';
export * from './hydrated-page';
export * from './hydration';
export * from './page-meta';
export * from './use-scroll-to-hash';
export * from './hydration-scripts';
export * from './when-idle';
export * from './opened-later';
