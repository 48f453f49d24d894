import { lazy, type ComponentType } from 'react';
import { nextTask } from './tasks';

// A page's own code comes in chunks of its own (a shell page, a remote's
// step). The renderer draws a prerendered page in parts: what surrounds a
// chunk that has not come yet is hydrated, and its effects run, before the
// chunk's part is. The shell's page frame (HydratedPage) must act once the
// whole page is there: lift the inert state of <main>, and mount the page
// again with the visitor's saved drafts, which a chunk restores when it loads.
// So page chunks are counted while they load.

let loading = 0;
const waiting = new Set<() => void>();

function loaded(): void {
  loading -= 1;
  if (loading > 0) return;
  for (const check of [...waiting]) {
    waiting.delete(check);
    check();
  }
}

/**
 * A page's chunk as a lazy component (React's `lazy`; a page takes no props),
 * counted while it loads for pageCodeSettled. For the chunks a page cannot be used without;
 * a part drawn in the browser only (a widget with its own loading text) keeps
 * the plain `lazy`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(() => {
    loading += 1;
    // Drawn a task after the chunk has run: evaluating a chunk and hydrating its page are two
    // tasks, not one twice as long.
    const chunk = load().then(async (page) => {
      await nextTask();
      return page;
    });
    chunk.then(loaded, loaded);
    return chunk;
  });
}

/**
 * Resolves once no page chunk is loading, a task after the last one came (the
 * renderer has drawn it by then); a chunk whose part asks for another is
 * waited for too.
 */
export function pageCodeSettled(): Promise<void> {
  return new Promise((resolve) => {
    const check = () =>
      void nextTask().then(() => {
        if (loading > 0) waiting.add(check);
        else resolve();
      });
    check();
  });
}
