export * from './crawler';
export * from './navigation-history';
export * from './report-client-error';
export * from './global-error-handlers';
