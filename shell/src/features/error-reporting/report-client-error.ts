import { getGuestToken } from '@hikari/shared/api';
import { navigationPaths } from './navigation-history';

export const CLIENT_ERROR_TITLE = 'クライアントサイドでエラーが発生しました';

export interface ClientErrorDetails {
  message: string;
  /** 404 for string errors, otherwise the status code when there is one. */
  code: number | string;
  /** Report category. Default '共通' (spec section 8). */
  category?: string;
}

const NOTIFY = `mutation NotifyClientError($title: String!, $text: String!, $idempotencyKey: String!) {
  NotifyClientError(title: $title, text: $text, idempotencyKey: $idempotencyKey) { result }
}`;

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Reports a client-side error to the developers (NotifyClientError) and logs
 * it to the console. Never throws: reporting must not break the page.
 */
export async function reportClientError(details: ClientErrorDetails): Promise<void> {
  const { path, previousPath } = navigationPaths();
  const text = [
    `カテゴリ: ${details.category ?? '共通'}`,
    `ページ: ${path}`,
    `前のページ: ${previousPath || '(なし)'}`,
    `エラー内容: ${details.message}`,
    `エラーコード: ${details.code}`,
  ].join('\n');
  console.error(`[client error] ${details.message}`, { path, previousPath, code: details.code });
  try {
    const token = await getGuestToken();
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: NOTIFY,
        variables: { title: CLIENT_ERROR_TITLE, text, idempotencyKey: newKey() },
      }),
      keepalive: true,
    });
  } catch {
    // The console line above is the record when the API cannot be reached.
  }
}
