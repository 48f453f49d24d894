// New build detection on navigation: a release of a remote or a new shell
// build named in remotes.json reloads the page (through the reload guard).
import { checkForNewBuild, MANIFEST_CHECK_INTERVAL_MS, startRemotes } from './remotes';
import { serveJson } from '../../testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('../release-safety', () => ({
  ...jest.requireActual('../release-safety'),
  SHELL_BUILD_ID: 'build-1',
  reloadOnce: jest.fn(() => true),
}));

const { reloadOnce } = jest.requireMock('../release-safety') as { reloadOnce: jest.Mock };

const remotes = {
  'mfe-campaign': { version: '0.1.0-r1', entry: '/remotes/mfe-campaign/0.1.0-r1/remoteEntry.js' },
};

let live: unknown;

beforeAll(async () => {
  serveJson(() => live);
  live = { remotes, shell: { build: 'build-1' } };
  await startRemotes();
});

beforeEach(() => reloadOnce.mockClear());

// One clock for the whole file: each check must come a minute after the last.
let now = Date.now();
const aMinuteLater = () => (now += MANIFEST_CHECK_INTERVAL_MS + 1_000);

it.each([
  ['nothing changed', { remotes, shell: { build: 'build-1' } }, null],
  ['a new shell build is live', { remotes, shell: { build: 'build-2' } }, 'a new build of the shell is live'],
  [
    'a remote was released',
    {
      remotes: { 'mfe-campaign': { ...remotes['mfe-campaign'], version: '0.1.0-r2' } },
      shell: { build: 'build-1' },
    },
    'a new version of a remote is live',
  ],
])('%s', async (_name, manifest, reason) => {
  live = manifest;
  const reloaded = await checkForNewBuild(aMinuteLater());
  if (reason === null) {
    expect(reloaded).toBe(false);
    expect(reloadOnce).not.toHaveBeenCalled();
  } else {
    expect(reloaded).toBe(true);
    expect(reloadOnce).toHaveBeenCalledWith(reason);
  }
});

it('does not ask again within a minute of the last check', async () => {
  live = { remotes, shell: { build: 'build-3' } };
  expect(await checkForNewBuild(aMinuteLater())).toBe(true);
  reloadOnce.mockClear();
  expect(await checkForNewBuild(now + 1_000)).toBe(false);
  expect(reloadOnce).not.toHaveBeenCalled();
});
