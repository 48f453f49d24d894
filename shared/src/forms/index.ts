export * from './messages';
export * from './validate-with';
export * from './fields';
export * from './introducer-id';
export * from './area-search-schema';
export * from './simulation-schema';
export * from './estimate-data-schema';
