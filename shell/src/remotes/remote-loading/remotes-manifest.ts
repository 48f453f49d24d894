// The remotes manifest (deploy/remotes.json) names the live version of every
// remote, and the live shell build. Nothing about a remote's URL or version
// is compiled into the shell.
import { requestJson, type LookupOptions } from '@hikari/shared/api/http';
import { liveFingerprint, type CanaryRelease } from '../release-safety';

export interface RemoteManifestEntry {
  version: string;
  /** URL of the remote's remoteEntry.js inside its versioned folder. */
  entry: string;
  /** The version live before this one, loaded when this one cannot be (absent when there is none). */
  lastKnownGood?: { version: string; entry: string };
  /** Versions ops withdrew: never loaded, and a flow pinned to one drops its pin at once. */
  withdrawn?: string[];
  /**
   * Only while a canary runs: the version `percent` of visitors get (by their
   * hikari_vid bucket, or every visitor with the preview cookie) instead of `version`.
   */
  canary?: CanaryRelease;
}

export interface RemotesManifest {
  remotes: Record<string, RemoteManifestEntry>;
  /** Ops' canary settings (a CanaryPolicy; read it with canaryPolicyOf, which fills the defaults). */
  canaryPolicy?: unknown;
  /** The live shell build (written by publishing); absent under `npm run dev`. */
  shell?: { build: string; publishedAt?: string };
  updatedAt?: string;
}

export const MANIFEST_URL = '/remotes.json';
/** Time limit of one request for the manifest; remote pages give up after 8 s in all. Default 3 s. */
export const MANIFEST_TIMEOUT_MS = 3_000;

/**
 * GET /remotes.json without any cache, through the shared look-up client: a
 * 408/409/425/429/5xx is asked once more, and an attempt that hangs ends
 * after MANIFEST_TIMEOUT_MS, so a remote page shows its fallback with a
 * retry instead of waiting on the manifest forever.
 */
export async function fetchManifest(options: LookupOptions = {}): Promise<RemotesManifest> {
  const outcome = await requestJson(MANIFEST_URL, {
    cache: 'no-store',
    timeoutMs: MANIFEST_TIMEOUT_MS,
    ...options,
  });
  if (!outcome.ok) {
    const status = outcome.status === undefined ? '' : ` (HTTP ${outcome.status})`;
    throw new Error(`remotes manifest: ${outcome.failure}${status}`);
  }
  if (outcome.status !== 200) throw new Error(`remotes manifest: HTTP ${outcome.status}`);
  const body = outcome.body as RemotesManifest | null;
  if (!body || typeof body.remotes !== 'object' || body.remotes === null) {
    throw new Error('remotes manifest: no remotes');
  }
  return body;
}

/**
 * Whether the manifest names a shell build other than `running`: a new shell
 * is live. A manifest without a shell build (dev) or a page not built for
 * production says nothing.
 */
export function isNewShellBuild(manifest: RemotesManifest, running: string): boolean {
  const live = manifest.shell?.build;
  return running !== 'dev' && typeof live === 'string' && live !== '' && live !== running;
}

/** A stable fingerprint of what is live: remote name -> version. */
export function liveVersions(manifest: RemotesManifest): string {
  return liveFingerprint(manifest);
}
