// The site's remotes: the one list that the route table's owners, the shell's
// federation config and remote loading, the release tools, the prerenderer,
// the dev server and the ops console read. Adding a remote is one entry here
// plus its package (and the routes it owns in routes.ts).

export interface RemoteEntry {
  /** What ops and visitors' error pages call it. */
  label: string;
  /** The federation container's name (a JavaScript identifier). */
  container: string;
  /** Port of its dev server under `npm run dev`. */
  devPort: number;
}

export const REMOTE_REGISTRY = {
  'mfe-apply': { label: 'お申し込み', container: 'mfe_apply', devPort: 3001 },
  'mfe-campaign': { label: 'キャンペーン', container: 'mfe_campaign', devPort: 3002 },
  'mfe-option': { label: 'オプション', container: 'mfe_option', devPort: 3003 },
  'mfe-area': { label: '提供エリア検索', container: 'mfe_area', devPort: 3004 },
} as const satisfies Record<string, RemoteEntry>;

export type RemoteName = keyof typeof REMOTE_REGISTRY;

/** Every remote, in the registry's order. */
export const REMOTE_NAMES = Object.keys(REMOTE_REGISTRY) as RemoteName[];

/** What can be released and rolled back on its own: the shell or a remote. */
export type SitePart = 'shell' | RemoteName;

/** Japanese names of the shell and each remote (the console, the release log, error pages). */
export const SITE_PART_LABELS = {
  shell: 'シェル（共通部分）',
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTE_REGISTRY[name].label])),
} as Record<SitePart, string>;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTE_REGISTRY, value);
}
