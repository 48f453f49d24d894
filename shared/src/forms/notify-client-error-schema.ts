// NotifyClientError {title, text} and where the error came from: bounded so a
// runaway client cannot flood the store; buildClientErrorReport clips to the
// same bounds.
//
// remote and remoteVersion name the part of the site whose route or chunk
// produced the error (the shell or a remote) and the version the visitor ran,
// so the ops console can count errors per live version. kind 'fallback' is
// the shell serving servedVersion, the last known good version, because the
// live remoteVersion failed to load.

import { mixed, object, string, type InferType } from 'yup';
import { NOTIFY_TEXT_MAX, NOTIFY_TITLE_MAX, REMOTE_NAMES, type SitePart } from '@hikari/shared/domain';
import { lazySchema } from './lazy-schema';
import { plainText } from './fields';

export const CLIENT_ERROR_REMOTES: readonly SitePart[] = ['shell', ...REMOTE_NAMES];
export type ClientErrorKind = 'error' | 'fallback';
export const CLIENT_ERROR_KINDS: readonly ClientErrorKind[] = ['error', 'fallback'];

/** A release version or a shell build id: letters, digits, dot, dash, underscore, plus. */
const VERSION = /^[0-9A-Za-z._+-]{1,64}$/;
const versionField = (label: string) =>
  string().trim().matches(VERSION, `${label}は半角英数字と . - _ + の64文字以内で書いてください`);

export const notifyClientErrorSchema = lazySchema(() =>
  object({
    title: string()
      .trim()
      .required('タイトルがありません')
      .test(plainText('タイトル', { multiline: true }))
      .max(NOTIFY_TITLE_MAX, `タイトルは${NOTIFY_TITLE_MAX}文字以内にしてください`),
    text: string()
      .trim()
      .required('本文がありません')
      .test(plainText('本文', { multiline: true }))
      .max(NOTIFY_TEXT_MAX, `本文は${NOTIFY_TEXT_MAX}文字以内にしてください`),
    remote: mixed<SitePart>()
      .oneOf([...CLIENT_ERROR_REMOTES], `リモートは ${CLIENT_ERROR_REMOTES.join('、')} のいずれかです`)
      .optional(),
    remoteVersion: versionField('版').optional(),
    kind: mixed<ClientErrorKind>()
      .oneOf([...CLIENT_ERROR_KINDS], '種類は error か fallback です')
      .optional(),
    servedVersion: versionField('代わりに表示した版').when('kind', {
      is: 'fallback',
      then: (schema) => schema.required('代わりに表示した版がありません'),
      otherwise: (schema) => schema.optional(),
    }),
  }).test('fallback-names-remote', 'fallback にはリモートと版が必要です', function (value) {
    if (value.kind !== 'fallback' || (value.remote && value.remoteVersion)) return true;
    return this.createError({
      path: value.remote ? 'remoteVersion' : 'remote',
      message: value.remote ? '表示できなかった版がありません' : 'リモートがありません',
    });
  }),
);

export type NotifyClientErrorValues = InferType<typeof notifyClientErrorSchema>;
