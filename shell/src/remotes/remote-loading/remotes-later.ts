// The remotes' loading and their release rules (remotes.ts: the manifest,
// the versions to load, the flow pin, the canaries, the new build check) come
// in a chunk of their own, "remotes". A remote's page starts it at once (its
// prerendered HTML names the chunk for preloading: it is among the shell's
// on-demand chunks); a shell page once the page is there
// (app/site-runtime.tsx), so its start neither downloads nor runs it.
type RemotesModule = typeof import('./remotes');

let loading: Promise<RemotesModule> | null = null;
let loaded: RemotesModule | null = null;

/** The remotes' loading, in its chunk: asked for once (again after a failure). */
export function loadRemotes(): Promise<RemotesModule> {
  if (!loading) {
    const pending = import(/* webpackChunkName: "remotes" */ './remotes').then((mod) => {
      loaded = mod;
      return mod;
    });
    pending.catch(() => {
      loading = null;
    });
    loading = pending;
  }
  return loading;
}

/** The remotes' loading once it is there, else null: for a decision that cannot wait (an error boundary). */
export function remotesIfLoaded(): RemotesModule | null {
  return loaded;
}

/** Loads the remotes' code and the manifest (remotes.ts startRemotes). */
export function startRemotes(): ReturnType<RemotesModule['startRemotes']> {
  return loadRemotes().then((remotes) => remotes.startRemotes());
}

/** The manifest the page runs with (for the diagnostics page and the pages' own figures). */
export const currentManifest = startRemotes;

/**
 * The new build check of every navigation (remotes.ts checkForNewBuild). Before
 * the remotes' loading is there, the page has loaded no version it could
 * compare: nothing to check.
 */
export function checkForNewBuild(): Promise<boolean> {
  return remotesIfLoaded()?.checkForNewBuild() ?? Promise.resolve(false);
}
