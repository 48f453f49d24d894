// The GraphQL errors the API answers with. Messages shown to visitors are
// Japanese; codes are what the browser branches on.
import { GraphQLError } from 'graphql';

/** Field path ('customer.mail') -> Japanese message. */
export type FieldErrors = Record<string, string>;

export const BAD_INPUT_MESSAGE = '入力内容に誤りがあります。各項目をご確認ください。';

export function badUserInput(fields: FieldErrors, message = BAD_INPUT_MESSAGE): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError('アクセスが集中しています。しばらく時間をおいてから再度お試しください。', {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

export function idempotencyConflict(): GraphQLError {
  return new GraphQLError(
    'この受付キーは別の内容ですでに使われています。画面を再読み込みしてからお試しください。',
    { extensions: { code: 'IDEMPOTENCY_KEY_REUSED', http: { status: 409 } } },
  );
}

/**
 * A subscription asked for over plain HTTP (server-sent events, multipart):
 * refused, so nothing stays registered for a client that may never read it
 * and that outlives its token; the settings subscription is on the WebSocket.
 */
export function subscriptionOverHttp(): GraphQLError {
  return new GraphQLError(
    'Subscriptions are served over the WebSocket at /graphql (graphql-transport-ws) only',
    {
      extensions: { code: 'SUBSCRIPTION_OVER_HTTP', http: { status: 400 } },
    },
  );
}
