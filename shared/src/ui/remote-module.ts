import type { ComponentType } from 'react';
import { REMOTE_NAMES, REMOTE_REGISTRY, type RemoteName } from '@hikari/shared/domain/core';

/**
 * What every remote exposes as './routes': one page component per route path
 * it owns (paths from the shared route table). The shell mounts them inside
 * its own router and layouts; a remote never owns a router.
 */
export interface RemoteRoutesModule {
  pages: Partial<Record<string, ComponentType>>;
}

export type { RemoteName };

/** Federation container names by owning package, from the remote registry. */
export const REMOTE_CONTAINERS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTE_REGISTRY[name].container]),
) as { [Name in RemoteName]: (typeof REMOTE_REGISTRY)[Name]['container'] };
