// The shell's side of canary releases (issue 19): the version of a remote a
// visitor loads (their hikari_vid bucket, the preview cookie, the version the
// page's HTML was rendered with), the cohort the page reports, and new build
// detection that compares this visitor's versions.
import { canaryBucket } from '@hikari/shared/domain';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { serveJson } from '../../testing';

const ids = Array.from({ length: 400 }, (_, n) => (n * 2654435761).toString(16).padStart(32, '0'));
/** In the 10% canary of mfe-campaign, and far outside it. */
const INSIDE = ids.find((id) => canaryBucket(id, 'mfe-campaign') < 10)!;
const OUTSIDE = ids.find((id) => canaryBucket(id, 'mfe-campaign') >= 50)!;

const entry = (version: string) => `/remotes/mfe-campaign/${version}/remoteEntry.js`;
const canary = (percent: number) => ({
  version: 'r3',
  entry: entry('r3'),
  percent,
  since: '2026-11-27T06:00:00.000Z',
});
const manifest = (campaign: Record<string, unknown> = { canary: canary(10) }) => ({
  remotes: {
    'mfe-campaign': {
      version: 'r2',
      entry: entry('r2'),
      lastKnownGood: { version: 'r1', entry: entry('r1') },
      ...campaign,
    },
    'mfe-apply': { version: 'a1', entry: '/remotes/mfe-apply/a1/remoteEntry.js' },
  },
  shell: { build: 'build-1' },
});

let live: unknown;
let bound: Record<string, string>;
let reloads: jest.Mock;

type Safety = typeof import('../release-safety');

/** A fresh copy of remotes.ts (its state is per page load) over a fake federation runtime. */
function loadShell(pathname = '/campaign/') {
  window.history.replaceState({}, '', pathname);
  let remotes!: typeof import('./remotes');
  let safety!: Safety;
  jest.isolateModules(() => {
    jest.doMock('@module-federation/enhanced/runtime', () => ({
      registerRemotes: (list: { name: string; entry: string }[]) => {
        for (const item of list) bound[item.name] = item.entry;
      },
      loadRemote: async (): Promise<RemoteRoutesModule> => ({ pages: { '/campaign/': () => null } }),
      registerPlugins: () => undefined,
    }));
    jest.doMock('../error-reporting', () => ({ reportClientError: jest.fn(() => Promise.resolve()) }));
    jest.doMock('../release-safety', () => ({
      ...jest.requireActual('../release-safety'),
      reloadOnce: reloads,
      SHELL_BUILD_ID: 'build-1',
    }));
    remotes = jest.requireActual('./remotes');
    safety = jest.requireActual('../release-safety');
  });
  return { ...remotes, safety };
}

const setCookie = (name: string, value: string | null) => {
  document.cookie = value === null ? `${name}=; Max-Age=0; Path=/` : `${name}=${value}; Path=/`;
};

const setPageScripts = (content: string | null) => {
  document.head.querySelector('meta[name="hikari-hydration-scripts"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'hikari-hydration-scripts';
  meta.content = content;
  document.head.appendChild(meta);
};

beforeEach(() => {
  live = manifest();
  bound = {};
  reloads = jest.fn(() => true);
  window.sessionStorage.clear();
  serveJson(() => live);
});

afterEach(() => {
  setCookie('hikari_vid', null);
  setCookie('hikari_preview', null);
  setPageScripts(null);
});

describe('the version a visitor loads, and its cohort', () => {
  it.each<[string, string | null, string | null, string | null, string, 'canary' | 'control']>([
    // case, hikari_vid, hikari_preview, the page's remoteEntry, version loaded, cohort
    ['a visitor in the canary’s bucket', INSIDE, null, null, 'r3', 'canary'],
    ['a visitor outside it', OUTSIDE, null, null, 'r2', 'control'],
    ['no visitor cookie (cookies off)', null, null, null, 'r2', 'control'],
    ['the preview cookie', OUTSIDE, 'on', null, 'r3', 'canary'],
    ['the page rendered on the canary for a visitor outside it', OUTSIDE, null, entry('r3'), 'r3', 'canary'],
    [
      'the page rendered on the live version for a canary visitor',
      INSIDE,
      null,
      entry('r2'),
      'r2',
      'control',
    ],
  ])('%s', async (_case, vid, preview, rendered, version, cohort) => {
    if (vid) setCookie('hikari_vid', vid);
    if (preview) setCookie('hikari_preview', preview);
    if (rendered) setPageScripts(`/main.abc.js ${rendered}`);
    const { loadRemotePages, safety } = loadShell('/campaign/');
    await loadRemotePages('mfe-campaign');
    expect(bound.mfe_campaign).toBe(entry(version));
    expect(safety.versionInUse('mfe-campaign')).toBe(version);
    expect(safety.cohortOf('mfe-campaign')).toBe(cohort);
    expect(safety.cohortOf('mfe-apply')).toBe('control');
    expect(safety.cohortOf('shell')).toBe('control');
  });

  it('a withdrawn canary is never loaded', async () => {
    setCookie('hikari_vid', INSIDE);
    setCookie('hikari_preview', 'on');
    live = manifest({ canary: canary(100), withdrawn: ['r3'] });
    const { loadRemotePages, safety } = loadShell('/campaign/');
    await loadRemotePages('mfe-campaign');
    expect(bound.mfe_campaign).toBe(entry('r2'));
    expect(safety.cohortOf('mfe-campaign')).toBe('control');
  });
});

describe('new build detection for a canary visitor', () => {
  const aMinute = 61_000;
  let now = Date.now();
  const later = () => (now += aMinute);

  it.each<[string, ReturnType<typeof manifest>, boolean]>([
    ['nothing changed: no reload', manifest(), false],
    ['the percent raised: no reload', manifest({ canary: canary(50) }), false],
    ['the canary withdrawn: one reload', manifest({ withdrawn: ['r3'] }), true],
    [
      'the canary promoted: one reload',
      manifest({ version: 'r3', entry: entry('r3'), lastKnownGood: { version: 'r2', entry: entry('r2') } }),
      true,
    ],
  ])('%s', async (_case, next, reload) => {
    setCookie('hikari_vid', INSIDE);
    const { startRemotes, loadRemotePages, checkForNewBuild } = loadShell('/campaign/');
    await startRemotes();
    await loadRemotePages('mfe-campaign');
    expect(bound.mfe_campaign).toBe(entry('r3'));
    live = next;
    expect(await checkForNewBuild(later(), '/faq/')).toBe(reload);
    if (reload) expect(reloads).toHaveBeenCalledWith('a new version of a remote is live');
    else expect(reloads).not.toHaveBeenCalled();
  });

  it('a page whose HTML chose the canary for a control visitor does not reload for it', async () => {
    setCookie('hikari_vid', OUTSIDE);
    setPageScripts(entry('r3'));
    const { startRemotes, loadRemotePages, checkForNewBuild } = loadShell('/campaign/');
    await startRemotes();
    await loadRemotePages('mfe-campaign');
    expect(bound.mfe_campaign).toBe(entry('r3'));
    expect(await checkForNewBuild(later(), '/faq/')).toBe(false);
    // Ops withdraw that canary: the page leaves it.
    live = manifest({ withdrawn: ['r3'] });
    expect(await checkForNewBuild(later(), '/company/')).toBe(true);
    expect(reloads).toHaveBeenCalledWith('withdrawn while running: mfe-campaign@r3');
  });
});
