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
const LONG_TASK_MS = 50;

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

/**
 * The figures of the page a trace navigated to, or null when the trace has no
 * first contentful paint for it (the run failed). Tasks that began before the
 * paint count from the paint on.
 */
export function mainThreadAfterPaint(events: readonly TraceEvent[]): MainThreadFigures | null {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame === true &&
      Boolean(event.args.data.documentLoaderURL),
  );
  const navigationId = navigation?.args?.data?.navigationId;
  // Painted on the renderer's main thread, which ran the page's tasks.
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === navigationId,
  );
  if (!navigationId || !paint) return null;
  const figures: MainThreadFigures = { cpuMs: 0, clockBlockingMs: 0, threadBlockingMs: 0 };
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== paint.pid || task.tid !== paint.tid)
      continue;
    const dur = task.dur ?? 0;
    const end = task.ts + dur;
    if (dur <= 0 || end <= paint.ts) continue;
    const afterPaint = (end - Math.max(task.ts, paint.ts)) / dur;
    const clockMs = (dur * afterPaint) / 1000;
    const threadMs = ((task.tdur ?? 0) * afterPaint) / 1000;
    figures.cpuMs += threadMs;
    figures.clockBlockingMs += blocking(clockMs);
    figures.threadBlockingMs += blocking(threadMs);
  }
  return figures;
}
