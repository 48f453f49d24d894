// The feature's calls. Imported as '../api' on purpose: the root lint rule
// that keeps packages apart reads '../api/<file>' as a path into the api
// package.
export * from './lookup-postal-code';
export * from './list-cities';
export * from './list-towns';
export * from './search-commufa-area';
export { failureOf } from './lookup-error';
