// What Lighthouse's simulated blocking time is made of: its long-tasks audit
// lists the tasks of its simulation (start and duration after the
// simulation's slow-down), each attributed to the script it ran or, for the
// page's parsing, style and layout, to the document. Summed the way Total
// Blocking Time sums them, the parts of a run add up to its TBT within a few
// per cent, so `npm run bench:lighthouse` can say how much of the site's TBT
// its scripts cause and how much the same document's own work, which the
// floor pays too.
import { median } from './args';
import { LONG_TASK_MS } from './trace-blocking';

/** A run's blocking time (ms) by what Lighthouse attributes each long task to. */
export interface BlockingByAttribution {
  /** Tasks begun before the first paint (their part after it): the navigation's own work, in both columns. */
  beforePaint: number;
  /** The page's document: parsing, style, layout and the start script written into the page. */
  document: number;
  /** Tasks Lighthouse attributes to no script ("Unattributable"). */
  unattributed: number;
  /** The site's script files. */
  scripts: number;
  /** Lighthouse's own script in the page. */
  lighthouse: number;
}

/** The fields of an audit read here and by lighthouse.ts. */
export interface LighthouseAudit {
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      url?: string;
      startTime?: number;
      duration?: number;
    }[];
  };
}

/** The fields of a Lighthouse result read here. */
export interface LongTasksResult {
  finalDisplayedUrl: string;
  audits: Record<string, LighthouseAudit | undefined>;
}

/** How the long-tasks audit names a task it attributes to no script. */
export const UNATTRIBUTABLE = 'Unattributable';

/** How Lighthouse names the script it evaluates in the page. */
export const LIGHTHOUSE_SCRIPT = '_lighthouse-eval.js';

/**
 * The run's long tasks, the part of each between the first contentful paint
 * and Time to Interactive that is over 50 ms: those begun before the paint
 * apart, the others by what each is attributed to.
 */
export function blockingByAttribution(lhr: LongTasksResult): BlockingByAttribution {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const fcp = numeric('first-contentful-paint');
  const interactive = numeric('interactive');
  const page = lhr.finalDisplayedUrl.replace(/#.*$/, '');
  const by: BlockingByAttribution = {
    beforePaint: 0,
    document: 0,
    unattributed: 0,
    scripts: 0,
    lighthouse: 0,
  };
  for (const { url = '', startTime = 0, duration = 0 } of lhr.audits['long-tasks']?.details?.items ?? []) {
    const blocking = Math.min(startTime + duration, interactive) - Math.max(startTime, fcp) - LONG_TASK_MS;
    if (!(blocking > 0)) continue;
    if (startTime < fcp) by.beforePaint += blocking;
    else if (url === page) by.document += blocking;
    else if (url === UNATTRIBUTABLE) by.unattributed += blocking;
    else if (url.endsWith(LIGHTHOUSE_SCRIPT)) by.lighthouse += blocking;
    else by.scripts += blocking;
  }
  return by;
}

/** The median of each part over several runs (each part on its own, so they need not add up). */
export function medianOfEach(runs: readonly BlockingByAttribution[]): BlockingByAttribution {
  const of = (part: keyof BlockingByAttribution) => median(runs.map((run) => run[part]));
  return {
    beforePaint: of('beforePaint'),
    document: of('document'),
    unattributed: of('unattributed'),
    scripts: of('scripts'),
    lighthouse: of('lighthouse'),
  };
}
