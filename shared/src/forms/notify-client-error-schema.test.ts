import { buildClientErrorReport } from '@hikari/shared/domain';
import { notifyClientErrorSchema } from './notify-client-error-schema';
import { validateWith, validationErrors } from './validate-with';

describe('notifyClientErrorSchema', () => {
  it('accepts a report built by buildClientErrorReport, even from a huge message', () => {
    const report = buildClientErrorReport({
      path: '/',
      previousPath: null,
      message: 'x'.repeat(20_000),
      code: 500,
    });
    expect(validateWith(notifyClientErrorSchema, report).ok).toBe(true);
  });

  it.each([
    [{ title: '', text: 'x' }, 'title', 'タイトルがありません'],
    [{ title: '  ', text: 'x' }, 'title', 'タイトルがありません'],
    [{ title: 'x', text: '' }, 'text', '本文がありません'],
    [{ title: 'x'.repeat(201), text: 'x' }, 'title', 'タイトルは200文字以内にしてください'],
    [{ title: 'x', text: 'x'.repeat(4001) }, 'text', '本文は4000文字以内にしてください'],
  ])('%# → %s: %s', (value, path, message) => {
    expect(validationErrors(notifyClientErrorSchema, value)).toEqual({ [path]: message });
  });

  const base = { title: 'x', text: 'x' };

  it.each([
    [{ ...base, remote: 'mfe-option', remoteVersion: '0.1.0-r3' }],
    [{ ...base, remote: 'shell', remoteVersion: 'mwvqcrxx-lite3z', kind: 'error' }],
    [
      {
        ...base,
        remote: 'mfe-apply',
        remoteVersion: '0.1.0-r4',
        kind: 'fallback',
        servedVersion: '0.1.0-r2',
      },
    ],
    // A report from before the shell knew the remote, or with the version unknown.
    [{ ...base }],
    [{ ...base, remote: 'mfe-area' }],
  ])('accepts where an error came from: %j', (value) => {
    expect(validateWith(notifyClientErrorSchema, value).ok).toBe(true);
  });

  it.each([
    [
      { ...base, remote: 'mfe-nope' },
      'remote',
      'リモートは shell、mfe-apply、mfe-campaign、mfe-option、mfe-area のいずれかです',
    ],
    [
      { ...base, remote: 'shell', remoteVersion: '../../etc' },
      'remoteVersion',
      '版は半角英数字と . - _ + の64文字以内で書いてください',
    ],
    [
      { ...base, remote: 'shell', remoteVersion: 'r'.repeat(65) },
      'remoteVersion',
      '版は半角英数字と . - _ + の64文字以内で書いてください',
    ],
    [{ ...base, kind: 'warning' }, 'kind', '種類は error か fallback です'],
    [
      { ...base, remote: 'mfe-apply', remoteVersion: '0.1.0-r4', kind: 'fallback' },
      'servedVersion',
      '代わりに表示した版がありません',
    ],
    [{ ...base, kind: 'fallback', servedVersion: '0.1.0-r2' }, 'remote', 'リモートがありません'],
    [
      { ...base, remote: 'mfe-apply', kind: 'fallback', servedVersion: '0.1.0-r2' },
      'remoteVersion',
      '表示できなかった版がありません',
    ],
  ])('%# refuses %j at %s: %s', (value, path, message) => {
    expect(validationErrors(notifyClientErrorSchema, value)).toEqual({ [path]: message });
  });
});
