// What the page's main thread did after its first contentful paint, read from
// the trace Lighthouse recorded: its CPU time, and its blocking time counted
// the way Lighthouse's simulation counts it (each task 4 times as long as
// observed, the part over 50 ms blocking), once by the clock and once by the
// thread's own CPU time. On a machine whose cores are busy with other work
// (Lighthouse itself, the browser's other processes, other guests), a task
// waits for a core while it runs: its clock time grows, its thread time does
// not. The gap between the two says how much of a run's blocking time is the
// machine's and how much the page's code.

/** Lighthouse's mobile profile: the simulated phone runs each task 4 times as long. */
export const SIMULATED_CPU_SLOWDOWN = 4;

/** A task longer than this blocks, and only by the part over it (Total Blocking Time). */
export const LONG_TASK_MS = 50;

/** The fields of a Chrome trace event read here (and by main-thread.ts). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Clock duration, µs. */
  dur?: number;
  /** Thread (CPU) duration, µs. */
  tdur?: number;
  args?: { data?: TraceEventData };
}

/** The event's `args.data` as read here: a navigation's and a paint's. */
export interface TraceEventData {
  documentLoaderURL?: string;
  isOutermostMainFrame?: boolean;
  navigationId?: string;
}

export interface MainThreadFigures {
  /** CPU time of the main thread's tasks after the first contentful paint. */
  cpuMs: number;
  /** Their blocking time as the simulation counts it, on their clock time. */
  clockBlockingMs: number;
  /** The same on their thread time: what the page's code would block for on a free machine. */
  threadBlockingMs: number;
}

const blocking = (ms: number) => Math.max(0, SIMULATED_CPU_SLOWDOWN * ms - LONG_TASK_MS);

export const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/** The events no other of them contains. */
export const outermostOf = <E extends TraceEvent>(events: readonly E[]): E[] =>
  events.filter(
    (event) =>
      !events.some((other) => other !== event && other.ts <= event.ts && endOf(other) >= endOf(event)),
  );

/** The time an event's thread ran (not waiting for a core), ms; its clock time where the trace has none. */
export const threadMsOf = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/**
 * The first contentful paint of the page the trace navigated to (not of the
 * blank page before it), or of the only page a trace without navigation
 * data holds. It is painted on the renderer's main thread, which ran the
 * page's tasks.
 */
export function pagePaint<E extends TraceEvent>(events: readonly E[]): E | undefined {
  const navigationId = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame === true &&
      Boolean(event.args.data.documentLoaderURL),
  )?.args?.data?.navigationId;
  return events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      (navigationId === undefined || event.args?.data?.navigationId === navigationId),
  );
}

/** The tasks of the main thread that painted `paint`, each once (not the tasks run inside another). */
export const mainThreadTasks = <E extends TraceEvent>(events: readonly E[], paint: TraceEvent): E[] =>
  outermostOf(
    events.filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid,
    ),
  );

/**
 * The figures of the page a trace navigated to, or null when the trace has no
 * first contentful paint for it (the run failed). Tasks that began before the
 * paint count from the paint on.
 */
export function mainThreadAfterPaint(events: readonly TraceEvent[]): MainThreadFigures | null {
  const paint = pagePaint(events);
  if (!paint) return null;
  const figures: MainThreadFigures = { cpuMs: 0, clockBlockingMs: 0, threadBlockingMs: 0 };
  for (const task of mainThreadTasks(events, paint)) {
    const dur = task.dur ?? 0;
    if (dur <= 0 || endOf(task) <= paint.ts) continue;
    const afterPaint = (endOf(task) - Math.max(task.ts, paint.ts)) / dur;
    const threadMs = threadMsOf(task) * afterPaint;
    figures.cpuMs += threadMs;
    figures.clockBlockingMs += blocking((dur * afterPaint) / 1000);
    figures.threadBlockingMs += blocking(threadMs);
  }
  return figures;
}
