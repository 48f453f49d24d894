import { useSyncExternalStore } from 'react';

// A page reaches the browser prerendered and is hydrated: whatever the server
// cannot know renders on the first client render exactly what the server
// rendered, then updates. Shared by the shell and the remotes.

const subscribeNever = () => () => undefined;

/**
 * true while rendering on the server and while hydrating server HTML; false
 * in any render after that (and on a page rendered in the browser only).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
