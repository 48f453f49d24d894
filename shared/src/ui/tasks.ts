// Work split into tasks of its own, so that a slow phone's main thread is
// never held for all of it at once (Total Blocking Time): between two tasks
// the browser answers the visitor and paints. One home for the shell's
// start-up, hydration in turns and a page's chunk; the shell's start script,
// which runs before the federation has started, imports it unfederated as
// `@hikari/shared/ui/tasks`.

/** Resolves in a task of its own (after a timer). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step in a task of its own, in order. Returns the cancel: the
 * steps not yet run are dropped. A step that throws is logged and the next
 * one still runs.
 */
export function runInTasks(steps: readonly (() => void)[], label: string): () => void {
  let cancelled = false;
  void (async () => {
    for (const step of steps) {
      await nextTask();
      if (cancelled) return;
      try {
        step();
      } catch (error) {
        console.warn(`${label}: a step failed`, error);
      }
    }
  })();
  return () => {
    cancelled = true;
  };
}
