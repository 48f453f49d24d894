// The shell's side of release safety: the last known good version when the
// live one cannot load, and the flow pin of the application, against a fake
// federation runtime that binds one entry per container name, as the real one does.
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { serveJson } from '../../testing';

interface Runtime {
  bound: Record<string, string>;
  registered: string[];
  broken: Set<string>;
}

const manifest = (campaign: Record<string, unknown> = {}) => ({
  remotes: {
    'mfe-campaign': {
      version: 'r3',
      entry: '/remotes/mfe-campaign/r3/remoteEntry.js',
      lastKnownGood: { version: 'r2', entry: '/remotes/mfe-campaign/r2/remoteEntry.js' },
      ...campaign,
    },
    'mfe-apply': { version: 'a1', entry: '/remotes/mfe-apply/a1/remoteEntry.js' },
  },
  shell: { build: 'build-1' },
});

let live: unknown;
let runtime: Runtime;
let reports: jest.Mock;
let reloads: jest.Mock;

/** A fresh copy of remotes.ts (its state is per page load) over the fake runtime. */
function loadShell(pathname = '/campaign/') {
  window.history.replaceState({}, '', pathname);
  let remotes!: typeof import('./remotes');
  jest.isolateModules(() => {
    jest.doMock('@module-federation/enhanced/runtime', () => ({
      registerRemotes: (list: { name: string; entry: string }[], options?: { force?: boolean }) => {
        for (const { name, entry } of list) {
          if (runtime.bound[name] && !options?.force) continue;
          runtime.bound[name] = entry;
          runtime.registered.push(`${name} ${new URL(entry, 'http://x').pathname}`);
        }
      },
      loadRemote: async (id: string): Promise<RemoteRoutesModule> => {
        const entry = runtime.bound[id.split('/')[0]!]!;
        if (runtime.broken.has(new URL(entry, 'http://x').pathname)) throw new Error(`RUNTIME-008 ${entry}`);
        return { pages: { '/campaign/': () => null } };
      },
      registerPlugins: () => undefined,
    }));
    jest.doMock('../error-reporting', () => ({ reportClientError: reports }));
    jest.doMock('../release-safety', () => ({
      ...jest.requireActual('../release-safety'),
      reloadOnce: reloads,
      SHELL_BUILD_ID: 'build-1',
    }));
    remotes = jest.requireActual('./remotes');
  });
  return remotes;
}

const pinned = () =>
  JSON.parse(window.sessionStorage.getItem('hikari.flowPin') ?? 'null') as {
    remotes: Record<string, { version: string }>;
  } | null;

beforeEach(() => {
  live = manifest();
  runtime = { bound: {}, registered: [], broken: new Set() };
  reports = jest.fn(() => Promise.resolve());
  reloads = jest.fn(() => true);
  window.sessionStorage.clear();
  serveJson(() => live);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the last known good version', () => {
  it('loads the live version and reports nothing when it works', async () => {
    const { loadRemotePages } = loadShell();
    await loadRemotePages('mfe-campaign');
    expect(runtime.bound.mfe_campaign).toContain('/mfe-campaign/r3/');
    expect(reports).not.toHaveBeenCalled();
  });

  it('when the live entry fails twice, rebinds the container to the last known good one and reports the fallback', async () => {
    runtime.broken.add('/remotes/mfe-campaign/r3/remoteEntry.js');
    const { loadRemotePages } = loadShell();
    const mod = await loadRemotePages('mfe-campaign');
    expect(Object.keys(mod.pages)).toEqual(['/campaign/']);
    expect(runtime.registered.filter((line) => line.startsWith('mfe_campaign'))).toEqual([
      'mfe_campaign /remotes/mfe-campaign/r3/remoteEntry.js',
      'mfe_campaign /remotes/mfe-campaign/r3/remoteEntry.js', // the retry, from a clean binding
      'mfe_campaign /remotes/mfe-campaign/r2/remoteEntry.js',
    ]);
    expect(reports).toHaveBeenCalledTimes(1);
    expect(reports).toHaveBeenCalledWith(
      expect.objectContaining({
        remote: 'mfe-campaign',
        remoteVersion: 'r3',
        kind: 'fallback',
        servedVersion: 'r2',
      }),
    );
  });

  it('clears the container and chunk list a loaded entry left on window before binding another version', async () => {
    runtime.broken.add('/remotes/mfe-campaign/r3/remoteEntry.js');
    const global = window as unknown as Record<string, unknown>;
    global.mfe_campaign = { get: () => undefined };
    global.webpackChunkmfe_campaign = [[['routes'], {}]];
    const { loadRemotePages } = loadShell();
    await loadRemotePages('mfe-campaign');
    expect(global.mfe_campaign).toBeUndefined();
    expect(global.webpackChunkmfe_campaign).toBeUndefined();
  });

  it('fails (the route shows its fallback) when the last known good version fails too', async () => {
    runtime.broken.add('/remotes/mfe-campaign/r3/remoteEntry.js');
    runtime.broken.add('/remotes/mfe-campaign/r2/remoteEntry.js');
    const { loadRemotePages } = loadShell();
    await expect(loadRemotePages('mfe-campaign')).rejects.toThrow(/r3/);
    expect(reports).not.toHaveBeenCalled();
  });

  it('never loads a withdrawn last known good version', async () => {
    live = manifest({ withdrawn: ['r2'] });
    runtime.broken.add('/remotes/mfe-campaign/r3/remoteEntry.js');
    const { loadRemotePages } = loadShell();
    await expect(loadRemotePages('mfe-campaign')).rejects.toThrow();
    expect(runtime.registered.some((line) => line.includes('/r2/'))).toBe(false);
  });

  it('after a chunk of the loaded version failed, the next load is the last known good version', async () => {
    const { loadRemotePages, giveUpLoadedVersion } = loadShell();
    await loadRemotePages('mfe-campaign');
    expect(giveUpLoadedVersion('mfe-campaign')).toBe(true);
    await loadRemotePages('mfe-campaign');
    expect(runtime.bound.mfe_campaign).toContain('/mfe-campaign/r2/');
    expect(reports).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'fallback', remoteVersion: 'r3', servedVersion: 'r2' }),
    );
    // Nothing left to give up to.
    expect(giveUpLoadedVersion('mfe-campaign')).toBe(false);
  });

  it('after both failed, the retry button tries the live version again', async () => {
    runtime.broken.add('/remotes/mfe-campaign/r3/remoteEntry.js');
    runtime.broken.add('/remotes/mfe-campaign/r2/remoteEntry.js');
    const { loadRemotePages, refreshRemotes } = loadShell();
    await expect(loadRemotePages('mfe-campaign')).rejects.toThrow();
    runtime.broken.clear();
    await refreshRemotes();
    await loadRemotePages('mfe-campaign');
    expect(runtime.bound.mfe_campaign).toContain('/mfe-campaign/r3/');
    expect(reports).not.toHaveBeenCalled();
  });
});

describe('the flow pin of the application', () => {
  const aMinute = 61_000;

  it('a page load inside the application pins what is live; a release later does not reload a step', async () => {
    const { startRemotes, checkForNewBuild } = loadShell('/apply/form/');
    await startRemotes();
    expect(pinned()?.remotes['mfe-campaign']?.version).toBe('r3');
    live = manifest({ version: 'r4', entry: '/remotes/mfe-campaign/r4/remoteEntry.js' });
    expect(await checkForNewBuild(Date.now() + aMinute, '/apply/form2/')).toBe(false);
    expect(reloads).not.toHaveBeenCalled();
    expect(pinned()?.remotes['mfe-campaign']?.version).toBe('r3');
  });

  it('a page load inside the application with a pin uses the pinned entry', async () => {
    window.sessionStorage.setItem(
      'hikari.flowPin',
      JSON.stringify({
        startedAt: '2026-11-25T00:00:00.000Z',
        remotes: { 'mfe-campaign': { version: 'r2', entry: '/remotes/mfe-campaign/r2/remoteEntry.js' } },
      }),
    );
    const { loadRemotePages } = loadShell('/apply/form3/');
    await loadRemotePages('mfe-campaign');
    expect(runtime.bound.mfe_campaign).toContain('/mfe-campaign/r2/');
    expect(reports).not.toHaveBeenCalled();
  });

  it('completion clears the pin without reloading the completion page', async () => {
    const { startRemotes, checkForNewBuild } = loadShell('/apply/terms/');
    await startRemotes();
    live = manifest({ version: 'r4', entry: '/remotes/mfe-campaign/r4/remoteEntry.js' });
    expect(await checkForNewBuild(Date.now() + aMinute, '/apply/completed/')).toBe(false);
    expect(pinned()).toBeNull();
    // The next page outside the application picks up the release.
    expect(await checkForNewBuild(Date.now() + 3 * aMinute, '/faq/')).toBe(true);
    expect(reloads).toHaveBeenCalledWith('a new version of a remote is live');
  });

  it('a pinned version withdrawn reloads at the next step, at once, and drops the pin', async () => {
    const { startRemotes, checkForNewBuild } = loadShell('/apply/form/');
    await startRemotes();
    live = manifest({
      version: 'r2',
      entry: '/remotes/mfe-campaign/r2/remoteEntry.js',
      lastKnownGood: undefined,
      withdrawn: ['r3'],
    });
    // A second after the page load: inside the application the manifest is read on every step.
    expect(await checkForNewBuild(Date.now() + 1_000, '/apply/form2/')).toBe(true);
    expect(reloads).toHaveBeenCalledWith('withdrawn while pinned: mfe-campaign@r3');
    expect(pinned()).toBeNull();
  });

  it('entering the application from another page pins the versions this page runs', async () => {
    const { startRemotes, checkForNewBuild } = loadShell('/');
    await startRemotes();
    expect(pinned()).toBeNull();
    expect(await checkForNewBuild(Date.now() + 1_000, '/apply/area/')).toBe(false);
    expect(pinned()?.remotes['mfe-campaign']?.version).toBe('r3');
  });
});
