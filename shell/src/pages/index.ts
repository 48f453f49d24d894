export * from './shell-pages';
export { ErrorPage, NotFoundPage } from './error-page';
