import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  BACK_TO_TOP_LABEL,
  GENERIC_ERROR_HEADING,
  NOT_FOUND_HEADING,
  NOT_FOUND_NOTE,
  clientErrorCode,
  isNotFoundError,
  paths,
} from '@hikari/shared/domain/core';
import { markPageReady, usePageMeta } from '../../lib';
import { errorPageLinks } from '../../content/menus';
import { isCrawler, reportClientError } from '../../remotes/error-reporting';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** docs/business-rules.md#error-page: status 404 or message '404' is the not-found case. */
export function isNotFound({ status, message }: ErrorPageProps): boolean {
  return isNotFoundError({ status, message });
}

/**
 * The error page of docs/business-rules.md#error-page (noindex, nofollow; card max width
 * 960). A 404 reports nothing; any other error is reported (category 共通),
 * except to a crawler, for which it is only logged.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = isNotFound({ status, message });
  usePageMeta({ title: notFound ? 'ページが見つかりません' : 'エラー', noindex: true }, 'error');

  useEffect(markPageReady, []);

  useEffect(() => {
    if (notFound) return;
    const text = message || GENERIC_ERROR_HEADING;
    if (isCrawler(navigator.userAgent)) {
      console.warn('[crawler] render error', text);
      return;
    }
    void reportClientError({ message: text, code: clientErrorCode({ status }) ?? 500 });
  }, [notFound, message, status]);

  return (
    <section className="error-card" aria-labelledby="error-heading">
      <h1 id="error-heading">{notFound ? NOT_FOUND_HEADING : GENERIC_ERROR_HEADING}</h1>
      {notFound ? <p>{NOT_FOUND_NOTE}</p> : null}
      <p>
        <Link to={paths.top} className="button button--secondary">
          {BACK_TO_TOP_LABEL}
        </Link>
      </p>
      {notFound ? (
        <nav aria-label="主なページ" className="error-card__links">
          <ul>
            {errorPageLinks.map((item) => (
              <li key={item.target}>
                <Link to={item.target}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
