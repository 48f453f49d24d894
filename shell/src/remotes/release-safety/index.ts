export * from './chunk-load-error';
export * from './reload-guard';
export * from './shell-build';
export * from './versions-in-use';
export * from './release-safety';
export * from './client-error-origin';
