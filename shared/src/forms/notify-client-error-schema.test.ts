import { buildClientErrorReport } from '@hikari/shared/domain';
import { notifyClientErrorSchema } from './notify-client-error-schema';
import { validateWith } from './validate-with';

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
    const result = validateWith(notifyClientErrorSchema, value);
    expect(result.ok ? {} : result.errors).toEqual({ [path]: message });
  });
});
