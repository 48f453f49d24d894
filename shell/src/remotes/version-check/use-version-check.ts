import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  selectSettings,
  selectSettingsSource,
  selectStoredVersion,
  storedVersionChanged,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@hikari/shared/store';
import { reloadOnce } from '../release-safety';
import { decideVersion, versionedUrl } from './version-check';

const reloadForNewVersion = (href: string) => reloadOnce('a new settings version', href);

export interface VersionCheckOptions {
  /** Writes persisted state before the page goes away (redux-persist's flush). */
  flush: () => Promise<unknown>;
  /** Reloads at the address; false when the reload guard refused. Default: reloadOnce. */
  reload?: (href: string) => boolean;
}

/**
 * Runs the version check on every navigation, and once when the first fresh
 * settings arrive (the arrival itself is a navigation that happened before
 * they could be read). Only versions the API gave count: the defaults used
 * when it cannot be reached say nothing about what is deployed.
 */
export function useVersionCheck({ flush, reload = reloadForNewVersion }: VersionCheckOptions) {
  const { key } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const fresh = useAppSelector((state) => {
    const source = selectSettingsSource(state);
    return source === 'server' || source === 'realtime';
  });

  useEffect(() => {
    if (!fresh) return;
    const state = store.getState();
    const record = selectSettings(state);
    if (!record) return;
    const decision = decideVersion(selectStoredVersion(state), record.version);
    if (decision.action === 'none') return;
    dispatch(storedVersionChanged(decision.version));
    if (decision.action === 'reload') {
      const href = versionedUrl(window.location.href, decision.version);
      void flush().then(() => reload(href));
    }
    // Runs per navigation (key) and when fresh settings first arrive; a realtime
    // version change waits for the next navigation on purpose.
  }, [key, fresh, store, dispatch, flush, reload]);
}
