import { Suspense, useRef, type ReactNode } from 'react';
import { useHydrating } from './hydrating';
import { nextTask } from './tasks';

// Preact hydrates a page in one go, in one task: on a slow phone the whole
// frame (header, banners, the page, footer) held the main thread for some
// 250 ms at 4x, and a remote's page as much again. React sliced its
// hydration by itself; here the frame and the larger pages are cut into
// parts that each hydrate in a task of their own, in order: a part waits for
// its turn inside a Suspense boundary of its own, which keeps its server HTML
// on screen meanwhile (Preact resumes hydrating it there).

let turns: Promise<void> = Promise.resolve();
let waitingTurns = 0;

/** A task after the previous part's turn. */
function nextTurn(): Promise<void> {
  waitingTurns += 1;
  turns = turns.then(nextTask).then(() => {
    waitingTurns -= 1;
  });
  return turns;
}

/**
 * Resolves once no part waits for its turn any more, a task after the last
 * one (the renderer has hydrated it by then). A page must not be mounted
 * again (useHydratedPageKey) while one of its parts still waits.
 */
export async function hydrationTurnsDone(): Promise<void> {
  do {
    await turns;
    await nextTask();
  } while (waitingTurns > 0);
}

/** The parts the prerenderer has made wait once (their children, the same while it renders them again). */
const markedOnServer = new WeakSet<object>();

function Turn({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  const turn = useRef<{ come: boolean; promise: Promise<void> } | null>(null);
  if (typeof document === 'undefined') {
    // The prerenderer: a part that waits once is written between the renderer's markers
    // (<!--$s-->…<!--/$s-->). In the browser, Preact keeps the whole of that range while the part
    // waits for its turn; without them it keeps only the part's first element, and draws the
    // rest again once the part hydrates (the page thrown away and built anew).
    if (children && typeof children === 'object' && !markedOnServer.has(children)) {
      markedOnServer.add(children);
      throw Promise.resolve();
    }
  } else if (hydrating) {
    // Only while hydrating: a page drawn in the browser draws at once.
    if (!turn.current) {
      const waiting = { come: false, promise: nextTurn() };
      void waiting.promise.then(() => {
        waiting.come = true;
      });
      turn.current = waiting;
    }
    if (!turn.current.come) throw turn.current.promise;
  }
  return <>{children}</>;
}

/**
 * A part of the frame or of a page that hydrates in a task of its own, after
 * the parts before it. It must stay mounted while it waits (a part that left
 * while waiting would break Preact's Suspense): the header, the banners, the
 * page's frame, the footer, and a page's sections that are always drawn.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
