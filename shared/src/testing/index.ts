export * from './render-with-store';
export * from './memory-key-value-storage';
export * from './ready-store';
export * from './area-fixtures';
