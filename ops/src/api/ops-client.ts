// Every request of the console goes through here: the session cookie (HttpOnly,
// sent by the browser, never read here) and, on every change, the session's
// CSRF token in X-CSRF-Token; JSON in and out, and the two failures the
// screens tell apart (the session no longer accepted, and a refusal with its reason).

/** The server no longer accepts the session (401): the console returns to sign-in. */
export class OpsUnauthorized extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'OpsUnauthorized';
  }
}

/**
 * Any other answer than 2xx, with the server's message and, for an import, its problems; `body` is the
 * whole JSON answer (a full works slot's alternatives), null when it was not JSON.
 */
export class OpsRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: unknown[] = [],
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'OpsRequestError';
  }
}

export interface Download {
  blob: Blob;
  filename: string;
}

export interface OpsClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** Replaces a whole record (the works calendar). */
  put<T>(path: string, body: unknown): Promise<T>;
  /** Sends a body (a CSV: text, or a file's bytes) as it is. */
  postText<T>(path: string, text: string | Blob, contentType: string): Promise<T>;
  /** A file the server sends (the CSV export), with the name it gives. */
  download(path: string, fallbackName: string): Promise<Download>;
  /** Ends something (the session). */
  delete<T>(path: string): Promise<T>;
}

async function failure(res: Response): Promise<never> {
  if (res.status === 401) throw new OpsUnauthorized();
  let message = `${res.status} ${res.statusText}`.trim();
  let problems: unknown[] = [];
  let json: unknown = null;
  try {
    const body = (await res.json()) as { message?: unknown; problems?: unknown };
    json = body;
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (Array.isArray(body.problems)) problems = body.problems;
  } catch {
    // Not JSON: the status line is all there is to say.
  }
  throw new OpsRequestError(res.status, message, problems, json);
}

function filenameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

/** The part of fetch the client uses; tests pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The header the server checks the session's CSRF token in, on every change. */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * `csrfToken`: the session's, sent with every change (null when there is no
 * session yet: the sign-in itself). The cookie goes with each request to the
 * console's own origin.
 */
export function createOpsClient(
  csrfToken: string | null,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): OpsClient {
  const change = (extra: Record<string, string>) =>
    csrfToken ? { [CSRF_HEADER]: csrfToken, ...extra } : extra;
  async function send(path: string, init: RequestInit): Promise<Response> {
    const res = await fetchImpl(path, { ...init, cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) await failure(res);
    return res;
  }
  const withBody = async <T>(method: string, path: string, body: unknown) => {
    const res = await send(path, {
      method,
      headers: change({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      body: JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
  return {
    async get<T>(path: string) {
      const res = await send(path, { headers: { Accept: 'application/json' } });
      return (await res.json()) as T;
    },
    post: (path, body) => withBody('POST', path, body),
    put: (path, body) => withBody('PUT', path, body),
    async postText<T>(path: string, text: string | Blob, contentType: string) {
      const res = await send(path, {
        method: 'POST',
        headers: change({ 'Content-Type': contentType, Accept: 'application/json' }),
        body: text,
      });
      return (await res.json()) as T;
    },
    async download(path: string, fallbackName: string) {
      const res = await send(path, {});
      return { blob: await res.blob(), filename: filenameOf(res, fallbackName) };
    },
    async delete<T>(path: string) {
      const res = await send(path, { method: 'DELETE', headers: change({ Accept: 'application/json' }) });
      return (await res.json()) as T;
    },
  };
}

/** A Japanese sentence for an error a screen shows (the 401 case never reaches a screen). */
export function errorText(error: unknown): string {
  if (error instanceof OpsRequestError) {
    if (error.status === 503)
      return `サーバーが応答できません（${error.message}）。時間をおいてもう一度お試しください。`;
    return `サーバーが受け付けませんでした：${error.message}`;
  }
  return 'サーバーに接続できませんでした。ネットワークを確認して、もう一度お試しください。';
}

/**
 * A refusal because what the screen showed is no longer so (409: another tab
 * or person changed it first, or another change holds the deploy lock). The
 * screen loads the current state again and says so.
 */
export function isConflict(error: unknown): boolean {
  return error instanceof OpsRequestError && error.status === 409;
}

/** What a screen says after a 409, having loaded the current state again. */
export function conflictText(error: unknown): string {
  return `${errorText(error)}。画面をいまの状態に更新しました。確かめてからもう一度操作してください。`;
}

/** A refused save as a form shows it: the message, and each problem the server listed. */
export function refusalOf(error: unknown): { ok: false; text: string; problems: string[] } {
  const problems =
    error instanceof OpsRequestError ? error.problems.filter((p): p is string => typeof p === 'string') : [];
  return { ok: false, text: errorText(error), problems };
}
