import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { reportClientError } from '../error-reporting/report-client-error';
import { usePageMeta } from '../../app/page-meta';

export const NOT_FOUND_HEADING = 'お探しのページは見つかりませんでした。';
export const NOT_FOUND_NOTE =
  'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。';
export const GENERIC_ERROR_HEADING = 'エラーが発生しました。';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** Spec section 8: status 404 or message '404' is the not-found case. */
export function isNotFound({ status, message }: ErrorPageProps): boolean {
  return status === 404 || message === '404';
}

/** The error page of spec sections 2 and 8 (noindex, nofollow; card max width 960). */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = isNotFound({ status, message });
  usePageMeta({ title: notFound ? 'ページが見つかりません' : 'エラー', noindex: true });

  useEffect(() => {
    if (notFound) return;
    void reportClientError({
      message: message ?? 'unknown error',
      code: status ?? 500,
      category: '共通',
    });
  }, [notFound, message, status]);

  return (
    <section className="error-card" aria-labelledby="error-heading">
      <h1 id="error-heading">{notFound ? NOT_FOUND_HEADING : GENERIC_ERROR_HEADING}</h1>
      {notFound ? <p>{NOT_FOUND_NOTE}</p> : null}
      <p>
        <Link to={paths.top} className="button button--secondary">
          TOPに戻る
        </Link>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
