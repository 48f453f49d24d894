import {
  buildClientErrorReport,
  clientErrorCode,
  clientErrorMessage,
  CLIENT_ERRORS,
  CLIENT_ERROR_TITLE,
  fatalPageNotFoundMessage,
  GENERIC_ERROR_HEADING,
  isNotFoundError,
  NOTIFY_TEXT_MAX,
  NOTIFY_TITLE_MAX,
  NOT_FOUND_HEADING,
  NOT_FOUND_NOTE,
  pageNotFoundMessage,
  REALTIME_ERRORS,
  toVisitorMessage,
} from './errors';

describe('texts of docs/business-rules.md#error-page and docs/business-rules.md#error-texts', () => {
  it.each([
    [NOT_FOUND_HEADING, 'お探しのページは見つかりませんでした。'],
    [
      NOT_FOUND_NOTE,
      'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。',
    ],
    [GENERIC_ERROR_HEADING, 'エラーが発生しました。'],
    [pageNotFoundMessage('/nope/'), 'Page not found: /nope/'],
    [fatalPageNotFoundMessage('/nope/'), 'Page Not Found: /nope/'],
    [CLIENT_ERRORS.network, 'A network error has occurred'],
    [CLIENT_ERRORS.unknown, 'An unknown error has occurred'],
    [CLIENT_ERRORS.missingPayload, 'Missing response payload'],
    [CLIENT_ERRORS.canceled, 'Request is canceled by user'],
    [REALTIME_ERRORS.subscriptionNotInitialized, 'Subscription has not been initialized'],
    [REALTIME_ERRORS.timeoutDisconnect, 'Timeout disconnect'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isNotFoundError: status 404 or message 404', () => {
  it.each([
    [{ status: 404 }, true],
    [{ statusCode: 404 }, true],
    [{ status: '404' }, true],
    [new Error('404'), true],
    [{ message: '404' }, true],
    ['404', true],
    [{ status: 500 }, false],
    [new Error('Page not found: /x/'), false],
    [new Error('4040'), false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (err, expected) => {
    expect(isNotFoundError(err)).toBe(expected);
  });
});

describe('clientErrorCode: 404 for a string error, else the status', () => {
  it.each([
    ['/missing/', 404],
    [{ status: 500 }, 500],
    [{ statusCode: 503 }, 503],
    [new Error('boom'), null],
  ])('%j → %p', (err, code) => {
    expect(clientErrorCode(err)).toBe(code);
  });
});

describe('clientErrorMessage', () => {
  it.each([
    ['plain', 'plain'],
    [new Error('boom'), 'boom'],
    [{ code: 'X' }, '{"code":"X"}'],
  ])('%p → %s', (err, message) => {
    expect(clientErrorMessage(err)).toBe(message);
  });
});

describe('buildClientErrorReport', () => {
  it('lists page, previous page, error text, error code and the category 共通', () => {
    expect(
      buildClientErrorReport({
        path: '/apply/form2/',
        previousPath: '/apply/form/',
        message: 'boom',
        code: 500,
      }),
    ).toEqual({
      title: CLIENT_ERROR_TITLE,
      text: [
        'ページ: /apply/form2/',
        '前のページ: /apply/form/',
        'エラー内容: boom',
        'エラーコード: 500',
        'カテゴリ: 共通',
      ].join('\n'),
    });
  });

  it('says なし for what is unknown and keeps a given title', () => {
    const report = buildClientErrorReport({
      title: 'Remote failed',
      path: '/',
      previousPath: null,
      message: '',
      code: null,
    });
    expect(report.title).toBe('Remote failed');
    expect(report.text).toContain('前のページ: なし');
    expect(report.text).toContain('エラー内容: なし');
    expect(report.text).toContain('エラーコード: なし');
  });

  it('clips a huge message so the report stays within the schema bounds, keeping code and category', () => {
    const report = buildClientErrorReport({
      title: 'x'.repeat(500),
      path: '/',
      previousPath: '/',
      message: 'y'.repeat(10_000),
      code: 404,
    });
    expect(report.title.length).toBeLessThanOrEqual(NOTIFY_TITLE_MAX);
    expect(report.text.length).toBeLessThanOrEqual(NOTIFY_TEXT_MAX);
    expect(report.text.endsWith('エラーコード: 404\nカテゴリ: 共通')).toBe(true);
  });
});

describe('toVisitorMessage', () => {
  it('explains a network error in Japanese', () => {
    expect(toVisitorMessage(CLIENT_ERRORS.network)).toMatch(/^通信エラーが発生しました/);
  });
  it('falls back to a generic Japanese text', () => {
    expect(toVisitorMessage('Something odd')).toMatch(/^エラーが発生しました/);
  });
});
