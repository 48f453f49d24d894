import { clientErrorCode, clientErrorMessage } from '@hikari/shared/domain/core';
import { isChunkLoadError, reloadOnce } from '../release-safety';
import { isCrawler } from './crawler';
import { reportClientError } from './report-client-error';

/**
 * Errors no component caught (an event handler, a timer, a rejected promise
 * nobody awaited): a failed chunk reloads once, anything else is reported.
 * The page stays as it is: such an error did not break what is on screen,
 * and a render failure already switches to the error page through the
 * router. Returns the undo.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const handle = (error: unknown) => {
    if (isChunkLoadError(error) && reloadOnce('a chunk failed to load')) return;
    if (isCrawler(target.navigator.userAgent)) {
      console.warn('[crawler] uncaught error', error);
      return;
    }
    void reportClientError({ message: clientErrorMessage(error), code: clientErrorCode(error), error });
  };
  const onError = (event: ErrorEvent) => {
    // A failed <script> or image has no error object; the browser already logs it.
    if (event.error === undefined && !event.message) return;
    handle(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
