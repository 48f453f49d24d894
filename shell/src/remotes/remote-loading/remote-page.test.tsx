import { lazy } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@hikari/shared/testing';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { RemotePage } from './remote-page';
import { giveUpLoadedVersion, loadRemotePages, refreshRemotes } from './remotes';

jest.mock('./remotes', () => ({
  loadRemotePages: jest.fn(),
  refreshRemotes: jest.fn(() => Promise.resolve()),
  giveUpLoadedVersion: jest.fn(() => false),
}));
jest.mock('../release-safety', () => ({
  ...jest.requireActual('../release-safety'),
  reloadOnce: jest.fn(() => false),
}));
jest.mock('../error-reporting', () => ({
  ...jest.requireActual('../error-reporting'),
  reportClientError: jest.fn(() => Promise.resolve()),
}));

const { reportClientError } = jest.requireMock('../error-reporting') as {
  reportClientError: jest.Mock;
};
const load = loadRemotePages as jest.MockedFunction<typeof loadRemotePages>;
const giveUp = giveUpLoadedVersion as jest.MockedFunction<typeof giveUpLoadedVersion>;
const { reloadOnce } = jest.requireMock('../release-safety') as { reloadOnce: jest.Mock };

function moduleWith(pages: RemoteRoutesModule['pages']): RemoteRoutesModule {
  return { pages };
}

beforeEach(() => {
  load.mockReset();
  reportClientError.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('mounts the page the remote exposes for the path', async () => {
  load.mockResolvedValue(moduleWith({ '/campaign/': () => <h1>キャンペーン・特典</h1> }));
  renderWithStore(<RemotePage owner="mfe-campaign" path="/campaign/" />, { path: '/campaign/' });
  expect(await screen.findByRole('heading', { name: 'キャンペーン・特典' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-campaign');
});

it('mounts a page the remote exposes as a lazy chunk of its own', async () => {
  const LazyPage = lazy(async () => ({ default: () => <h1>工事日・ご訪問のご予約</h1> }));
  load.mockResolvedValue(moduleWith({ '/contact/': LazyPage }));
  renderWithStore(<RemotePage owner="mfe-apply" path="/contact/" />, { path: '/contact/' });
  expect(await screen.findByRole('heading', { name: '工事日・ご訪問のご予約' })).toBeInTheDocument();
  expect(reportClientError).not.toHaveBeenCalled();
});

it('shows the real 404 page for a route the remote does not build', async () => {
  load.mockResolvedValue(moduleWith({ '/campaign/': () => <h1>一覧</h1> }));
  renderWithStore(<RemotePage owner="mfe-campaign" path="/campaign/video/" />, { path: '/campaign/video/' });
  expect(
    await screen.findByRole('heading', { name: 'お探しのページは見つかりませんでした。' }),
  ).toBeInTheDocument();
  expect(reportClientError).not.toHaveBeenCalled();
});

it('shows a fallback when the remote cannot load, reports it, and loads again on retry', async () => {
  load.mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry failed'));
  load.mockResolvedValueOnce(moduleWith({ '/option/': () => <h1>オプションサービス</h1> }));
  renderWithStore(<RemotePage owner="mfe-option" path="/option/" />, { path: '/option/' });

  expect(
    await screen.findByRole('heading', { name: 'オプションのページを表示できませんでした' }),
  ).toBeInTheDocument();
  expect(reportClientError).toHaveBeenCalledWith(
    expect.objectContaining({
      message: expect.stringContaining('mfe-option: RUNTIME-008'),
      remote: 'mfe-option',
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(refreshRemotes).toHaveBeenCalled();
  expect(await screen.findByRole('heading', { name: 'オプションサービス' })).toBeInTheDocument();
});

it('contains a remote page that throws while rendering', async () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  load.mockResolvedValue(moduleWith({ '/area/': Broken }));
  renderWithStore(
    <>
      <p>ヘッダー</p>
      <RemotePage owner="mfe-area" path="/area/" />
    </>,
    { path: '/area/' },
  );
  expect(
    await screen.findByRole('heading', { name: '提供エリア検索のページを表示できませんでした' }),
  ).toBeInTheDocument();
  expect(screen.getByText('ヘッダー')).toBeInTheDocument();
  expect(reportClientError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'mfe-area: render failed' }),
  );
});

function chunkError(): Error {
  return Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
}

it('a page chunk that still fails after the reload: the next version is loaded, with no fallback and no error report', async () => {
  const FailingChunk = lazy(async (): Promise<{ default: () => null }> => {
    throw chunkError();
  });
  load.mockResolvedValueOnce(moduleWith({ '/contact/': FailingChunk }));
  load.mockResolvedValueOnce(moduleWith({ '/contact/': () => <h1>工事日・ご訪問のご予約</h1> }));
  giveUp.mockReturnValueOnce(true);
  renderWithStore(<RemotePage owner="mfe-apply" path="/contact/" />, { path: '/contact/' });

  expect(await screen.findByRole('heading', { name: '工事日・ご訪問のご予約' })).toBeInTheDocument();
  expect(reloadOnce).toHaveBeenCalledWith('a chunk failed to load');
  expect(giveUp).toHaveBeenCalledWith('mfe-apply', expect.objectContaining({ name: 'ChunkLoadError' }));
  expect(screen.queryByRole('button', { name: 'もう一度読み込む' })).not.toBeInTheDocument();
  expect(reportClientError).not.toHaveBeenCalled();
});

it('a page chunk that fails with no other version to load: the fallback, and the failure reported', async () => {
  const FailingChunk = lazy(async (): Promise<{ default: () => null }> => {
    throw chunkError();
  });
  load.mockResolvedValueOnce(moduleWith({ '/contact/': FailingChunk }));
  renderWithStore(<RemotePage owner="mfe-apply" path="/contact/" />, { path: '/contact/' });

  expect(
    await screen.findByRole('heading', { name: 'お申し込みのページを表示できませんでした' }),
  ).toBeInTheDocument();
  expect(reportClientError).toHaveBeenCalledWith(
    expect.objectContaining({ remote: 'mfe-apply', message: 'mfe-apply: Loading chunk 12 failed.' }),
  );
});
