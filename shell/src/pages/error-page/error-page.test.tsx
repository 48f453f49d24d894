import { screen, waitFor } from '@testing-library/react';
import { forgetGuestToken } from '@hikari/shared/api';
import { createTestStore } from '@hikari/shared/testing';
import { captureClientErrorReports, renderShell } from '../../testing';
import { configureErrorReporting, recordNavigation } from '../../remotes/error-reporting';
import { ErrorPage, NotFoundPage } from './error-page';

interface SentReport {
  title: string;
  text: string;
  idempotencyKey: string;
}

const captureReports = () => captureClientErrorReports<SentReport>();

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

beforeEach(() => {
  forgetGuestToken();
  const bundle = createTestStore();
  configureErrorReporting({ enabled: true, dispatch: () => bundle.store.dispatch });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ErrorPage', () => {
  it('shows the 404 heading and note, TOPに戻る to /, is noindex, and reports nothing', async () => {
    const sent = captureReports();
    renderShell(<NotFoundPage />, { path: '/nowhere/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした。' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPに戻る' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: '主なページ' })).toBeInTheDocument();
    expect(robots()).toBe('noindex,nofollow');
    expect(document.title).toBe('ページが見つかりません | 東海ひかりネット');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });

  it("treats the message '404' as not found", () => {
    captureReports();
    renderShell(<ErrorPage status={500} message="404" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'お探しのページは見つかりませんでした。',
    );
  });

  it('shows the generic text for any other error and reports it with page, previous page, text, code and 共通', async () => {
    const sent = captureReports();
    recordNavigation('/plan/');
    recordNavigation('/plan/home/');
    renderShell(<ErrorPage status={503} message="Service Unavailable" />, { path: '/plan/home/' });
    expect(screen.getByRole('heading', { level: 1, name: 'エラーが発生しました。' })).toBeInTheDocument();
    expect(screen.queryByText(/アクセスしようとしたページ/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPに戻る' })).toHaveAttribute('href', '/');
    expect(robots()).toBe('noindex,nofollow');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.title).toBe('クライアントサイドでエラーが発生しました');
    expect(sent[0]!.text.split('\n')).toEqual([
      'ページ: /plan/home/',
      '前のページ: /plan/',
      'エラー内容: Service Unavailable',
      'エラーコード: 503',
      'カテゴリ: 共通',
    ]);
    expect(sent[0]!.idempotencyKey).toMatch(/.{8,}/);
  });

  it('only logs, and does not report, when a crawler hits the error', async () => {
    const sent = captureReports();
    const agent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderShell(<ErrorPage status={500} message="boom" />);
    expect(screen.getByRole('heading', { level: 1, name: 'エラーが発生しました。' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
    expect(console.warn).toHaveBeenCalled();
    agent.mockRestore();
  });

  it('reports nothing outside a production build', async () => {
    const sent = captureReports();
    configureErrorReporting({ enabled: false });
    renderShell(<ErrorPage status={500} message="boom" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });
});
