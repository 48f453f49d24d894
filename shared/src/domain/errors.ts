// docs/business-rules.md#error-texts, the error catalogue: the texts exactly as they must read
// (some are matched by other code, so they must not be reworded), the
// not-found rule, and the NotifyClientError report.

export const NOT_FOUND_HEADING = 'お探しのページは見つかりませんでした。';
export const NOT_FOUND_NOTE =
  'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。';
export const GENERIC_ERROR_HEADING = 'エラーが発生しました。';
export const BACK_TO_TOP_LABEL = 'TOPに戻る';
/** Category every client error report carries (共通 = common). */
export const CLIENT_ERROR_CATEGORY = '共通';
/** Title of a client error report ("a client-side error occurred"). */
export const CLIENT_ERROR_TITLE = 'クライアントサイドでエラーが発生しました';
/** Notice sent on navigation when cookies are disabled. */
export const COOKIE_NG_ACCESS = 'cookie NG access';

/** Non-fatal, on an unmatched route. */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Fatal, when route validation fails (capitalised differently, on purpose). */
export function fatalPageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

export const CLIENT_ERRORS = {
  network: 'A network error has occurred',
  unknown: 'An unknown error has occurred',
  canceled: 'Request is canceled by user',
  notSupported: 'Function not supported on current platform',
  missingPayload: 'Missing response payload',
} as const;

export const AUTH_ERRORS = {
  tokenProviderNotConfigured: 'Auth Token Provider not configured',
  poolsNotConfigured: 'Auth UserPool or IdentityPool not configured',
  userPoolNotConfigured: 'Auth UserPool not configured',
  invalidIdentityPoolId: 'Invalid identity pool id provided',
  oauthNotConfigured: 'oauth param not configured',
  invalidTokens: 'Invalid tokens',
  sessionNotFound: 'Auth session was not found. Make sure to call signIn',
  notAuthenticated: 'User needs to be authenticated to call this API',
  implicitGrantRefresh: 'Token refresh is not supported for the implicit-grant flow',
  invalidIdToken: 'Invalid Idtoken',
  iatMissing: 'iat not found in access token',
  noCredentials: 'Cognito did not respond with either Credentials, AccessKeyId or SecretKey',
} as const;

export const REALTIME_ERRORS = {
  unauthorized: 'Unauthorized',
  noApiKey: 'No api-key configured',
  noCredentials: 'No credentials',
  noFederatedJwt: 'No federated jwt',
  noCurrentUser: 'No current user',
  noAuthToken: 'No auth token specified',
  noEndpoint: 'No GraphQL endpoint configured',
  connectionFailed: 'Connection failed',
  connectionClosed: 'Connection closed',
  timeoutDisconnect: 'Timeout disconnect',
  subscriptionNotInitialized: 'Subscription has not been initialized',
} as const;

/**
 * What a visitor reads instead of the technical texts above, which are for
 * logs and reports. Texts without an entry fall back to the generic one.
 */
export const VISITOR_MESSAGES: Readonly<Record<string, string>> = {
  [CLIENT_ERRORS.network]: '通信エラーが発生しました。通信環境をご確認のうえ、もう一度お試しください。',
  [CLIENT_ERRORS.canceled]: '通信が中断されました。もう一度お試しください。',
  [CLIENT_ERRORS.missingPayload]:
    'サーバーから応答がありませんでした。しばらくしてからもう一度お試しください。',
  [CLIENT_ERRORS.unknown]: 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  [REALTIME_ERRORS.connectionFailed]: '接続できませんでした。しばらくしてからもう一度お試しください。',
};

export function toVisitorMessage(message: string): string {
  return VISITOR_MESSAGES[message] ?? VISITOR_MESSAGES[CLIENT_ERRORS.unknown] ?? GENERIC_ERROR_HEADING;
}

const field = (err: unknown, key: string): unknown =>
  typeof err === 'object' && err !== null ? (err as Record<string, unknown>)[key] : undefined;

/** docs/business-rules.md#error-page: the error page is the 404 one when the status is 404 or the message is '404'. */
export function isNotFoundError(err: unknown): boolean {
  if (err === '404' || err === 404) return true;
  const status = field(err, 'status') ?? field(err, 'statusCode');
  return status === 404 || status === '404' || field(err, 'message') === '404';
}

/** The code a report carries: 404 for a string error (a thrown path), else the status, else null. */
export function clientErrorCode(err: unknown): number | string | null {
  if (typeof err === 'string') return 404;
  const status = field(err, 'status') ?? field(err, 'statusCode');
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

/** The message of anything thrown. */
export function clientErrorMessage(err: unknown): string {
  if (typeof err === 'string') return err;
  const message = field(err, 'message');
  if (typeof message === 'string' && message !== '') return message;
  try {
    return JSON.stringify(err) ?? String(err);
  } catch {
    return String(err);
  }
}

/** Bounds shared with notifyClientErrorSchema. Defaults 200 and 4000 characters. */
export const NOTIFY_TITLE_MAX = 200;
export const NOTIFY_TEXT_MAX = 4000;

export interface ClientErrorReportInput {
  /** Default CLIENT_ERROR_TITLE. */
  title?: string;
  path: string;
  previousPath: string | null;
  message: string;
  code: number | string | null;
}

export interface NotifyClientErrorInput {
  title: string;
  text: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The NotifyClientError payload: text lists page, previous page, error
 * text, error code and the category 共通, one per line. A long message (a
 * stack, a JSON dump) is clipped so the report always passes
 * notifyClientErrorSchema instead of being rejected and lost.
 */
export function buildClientErrorReport(input: ClientErrorReportInput): NotifyClientErrorInput {
  const head = [`ページ: ${input.path}`, `前のページ: ${input.previousPath ?? 'なし'}`];
  const tail = [`エラーコード: ${input.code ?? 'なし'}`, `カテゴリ: ${CLIENT_ERROR_CATEGORY}`];
  const label = 'エラー内容: ';
  const room = NOTIFY_TEXT_MAX - [...head, ...tail].join('\n').length - label.length - 2;
  const lines = [...head, `${label}${clip(input.message || 'なし', Math.max(room, 1))}`, ...tail];
  return {
    title: clip(input.title?.trim() || CLIENT_ERROR_TITLE, NOTIFY_TITLE_MAX),
    text: clip(lines.join('\n'), NOTIFY_TEXT_MAX),
  };
}
