export * from './remote-module';
export * from './components/page-heading';
export * from './components/link-button';
export * from './components/notice';
export * from './components/table-scroll';
export * from './hydrating';
export * from './remote-loader';
export * from './standalone-mount';
