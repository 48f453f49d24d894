// The remotes manifest (deploy/remotes.json) names the live version of every
// remote. Nothing about a remote's URL or version is compiled into the shell.

export interface RemoteManifestEntry {
  version: string;
  /** URL of the remote's remoteEntry.js inside its versioned folder. */
  entry: string;
}

export interface RemotesManifest {
  remotes: Record<string, RemoteManifestEntry>;
  updatedAt?: string;
}

export const MANIFEST_URL = '/remotes.json';

export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const res = await fetchImpl(MANIFEST_URL, { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes manifest: HTTP ${res.status}`);
  const body = (await res.json()) as RemotesManifest;
  if (!body || typeof body.remotes !== 'object') throw new Error('remotes manifest: no remotes');
  return body;
}

/** A stable fingerprint of what is live: remote name -> version. */
export function liveVersions(manifest: RemotesManifest): string {
  return Object.keys(manifest.remotes)
    .sort()
    .map((name) => `${name}@${manifest.remotes[name].version}`)
    .join(',');
}
