import type { AreaAddressInput, AreaSearchResult } from '@hikari/shared/domain';
import { REMOTE_CONTAINERS, type RemoteName } from './remote-module';

// The shell owns the federation runtime and registers the live remotes. A
// remote that needs another remote's exposed module (mfe-apply embedding the
// area-search widget) asks through this singleton instead of the runtime.

type Loader = (id: string) => Promise<unknown>;

let loader: Loader | null = null;

/** Called once by the shell with the federation runtime's loadRemote. */
export function registerRemoteLoader(load: Loader): void {
  loader = load;
}

/** Loads a module another remote exposes, e.g. loadRemoteModule('mfe-area', 'area-search-widget'). */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!loader) throw new Error('the remote loader is not registered (the shell registers it at start)');
  const mod = (await loader(`${REMOTE_CONTAINERS[remote]}/${exposed}`)) as T | undefined;
  if (!mod) throw new Error(`${remote}/${exposed} is empty`);
  return mod;
}

/** What the area search hands to its host once it has an answer. */
export interface AreaSearchOutcome {
  address: AreaAddressInput;
  result: AreaSearchResult;
}

/** Props of the widget mfe-area exposes as './area-search-widget' (default export). */
export interface AreaSearchWidgetProps {
  /** Called after a search with its merged result (also when not served or failed). */
  onComplete: (outcome: AreaSearchOutcome) => void;
}
