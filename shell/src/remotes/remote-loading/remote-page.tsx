import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@hikari/shared/ui';
import { SITE_PART_LABELS } from '@hikari/shared/domain/core';
import { ErrorBoundary, HydratedPage, markPageReady } from '../../lib';
import { NotFoundPage } from '../../pages/error-page';
import { reportClientError } from '../error-reporting';
import { RemoteFallback } from './remote-fallback';
import { loadRemotes, remotesIfLoaded } from './remotes-later';
import { isChunkLoadError, reloadOnce } from '../release-safety';

export interface RemotePageProps {
  owner: RemoteName;
  path: string;
}

/** The remote's name for visitors, from the remote registry. */
export const REMOTE_LABELS: Record<RemoteName, string> = SITE_PART_LABELS;

export function PageLoading() {
  return (
    <p className="loading" role="status">
      読み込み中です…
    </p>
  );
}

/**
 * Mounts the page a remote exposes for this path. A path the remote does not
 * (yet) build shows the real 404 page; when the live version cannot load the
 * last known good one is shown (remotes.ts); when no version loads, a
 * fallback with a retry, and the failure is reported with the remote and the
 * version that failed.
 */
export function RemotePage({ owner, path }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);

  // React.lazy keeps a rejected import forever, so every retry needs a new lazy component.
  // The remote's page is rendered inside a component of our own: a remote may expose a
  // page that is itself React.lazy (a chunk of its own), and a lazy component cannot be
  // the resolved value of another lazy.
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const { loadRemotePages } = await loadRemotes();
        const mod = await loadRemotePages(owner);
        const Exposed = mod.pages[path] ?? NotFoundPage;
        return { default: () => <HydratedPage page={Exposed} /> };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt forces a fresh load
    [owner, path, attempt],
  );

  const retry = useCallback(() => {
    void loadRemotes()
      .then(({ refreshRemotes }) => refreshRemotes())
      .catch(() => undefined)
      .then(() => setAttempt((n) => n + 1));
  }, []);

  return (
    <ErrorBoundary
      resetKey={attempt}
      onError={(error) => {
        markPageReady();
        if (isChunkLoadError(error)) {
          if (reloadOnce('a chunk failed to load')) return;
          // Reloaded already and still failing: the last known good version, silently
          // for the visitor (the load reports it to ops).
          if (remotesIfLoaded()?.giveUpLoadedVersion(owner, error)) {
            setAttempt((n) => n + 1);
            return;
          }
        }
        void reportClientError({ message: `${owner}: ${error.message}`, code: 500, remote: owner, error });
      }}
      fallback={() => <RemoteFallback label={REMOTE_LABELS[owner]} onRetry={retry} />}
    >
      {/* A prerendered page keeps its server HTML inside this boundary until the remote has
          loaded and hydrated it: no loading text, no shift. */}
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
