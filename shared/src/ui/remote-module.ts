import type { ComponentType } from 'react';

/**
 * What every remote exposes as './routes': one page component per route path
 * it owns (paths from the shared route table). The shell mounts them inside
 * its own router and layouts; a remote never owns a router.
 */
export interface RemoteRoutesModule {
  pages: Partial<Record<string, ComponentType>>;
}

/** Federation container names by owning package. */
export const REMOTE_CONTAINERS = {
  'mfe-apply': 'mfe_apply',
  'mfe-campaign': 'mfe_campaign',
  'mfe-option': 'mfe_option',
  'mfe-area': 'mfe_area',
} as const;

export type RemoteName = keyof typeof REMOTE_CONTAINERS;
