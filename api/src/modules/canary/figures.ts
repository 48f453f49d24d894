// The figures of a remote's running canary, from rum_events (POST /events,
// modules/events/rum.ts): the canary cohort (visitors served the canary
// version) next to the control cohort (visitors served the live version
// while the canary runs), both counted from when the canary started.
//
// Visitors are counted distinct (a keyed hash of the anonymous visitor
// cookie), and a vital's p75 is taken over visitors, each visitor counting
// with the median of their own values, so one client sending many errors or
// many slow pages counts as one visitor.
//
// Visitor ids cost a client nothing but a request, so one address could
// still bring a crowd of them: from each client address (a keyed hash of its
// limit key, an IPv6 address by its /64) a cohort counts the events of its
// first VISITORS_PER_ADDRESS visitors only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, countDistinct, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REMOTE_NAMES,
  VITAL_NAMES,
  isVitalName,
  type CanaryPolicy,
  type Cohort,
  type RemoteName,
} from '@hikari/shared/domain';
import { readCanaryPolicy, targetStatus } from '@hikari/release/releases';
import type { Services } from '../../context';
import type { Db } from '../../db/client';
import { rumEvents } from '../../db/schema';
import {
  decideCanary,
  type CanaryVerdict,
  type CohortFigures,
  type CohortSample,
  type TestedVital,
} from './decision';

export interface RunningCanary {
  version: string;
  percent: number;
  since: string;
}

export interface CanaryFigures {
  name: RemoteName;
  label: string;
  live: string | null;
  canary: RunningCanary | null;
  /** Null when no canary runs. */
  control: CohortFigures | null;
  canaryCohort: CohortFigures | null;
  verdict: CanaryVerdict | null;
}

/** The events of one cohort: a remote's version, served as `cohort`, since the canary started. */
export interface CohortSelection {
  remote: string;
  version: string;
  cohort: Cohort;
  since: Date;
  /** Visitors counted from one client address (config CANARY_VISITORS_PER_ADDRESS). */
  perAddress: number;
}

/**
 * Visitors a cohort counts from one client address by default: a household's
 * few devices, not a crowd from one machine (CANARY_VISITORS_PER_ADDRESS).
 */
export const VISITORS_PER_ADDRESS = 5;

function selection(s: CohortSelection): SQL {
  const inCohort = and(
    eq(rumEvents.remote, s.remote),
    eq(rumEvents.version, s.version),
    eq(rumEvents.cohort, s.cohort),
    gte(rumEvents.createdAt, s.since),
  )!;
  // Each address's visitors in the order they first came; a row kept before
  // addresses were (null source) stands for itself.
  const source = sql`coalesce(${rumEvents.source}, ${rumEvents.visitor})`;
  return and(
    inCohort,
    sql`(${rumEvents.visitor}, ${source}) in (
      select ranked.visitor, ranked.source from (
        select ${rumEvents.visitor} as visitor, ${source} as source,
          row_number() over (partition by ${source} order by min(${rumEvents.createdAt}), ${rumEvents.visitor}) as rank
        from ${rumEvents} where ${inCohort} group by ${rumEvents.visitor}, ${source}
      ) as ranked where ranked.rank <= ${s.perAddress})`,
  )!;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Page views, visitors, visitors with an error and the vitals of one cohort, with each visitor's INP and LCP. */
export async function cohortSample(db: Db, s: CohortSelection): Promise<CohortSample> {
  const where = selection(s);
  const [totals] = await db
    .select({
      pageViews: sql<number>`count(*) filter (where ${rumEvents.kind} = 'pageview')`.mapWith(Number),
      errors: sql<number>`count(*) filter (where ${rumEvents.kind} = 'error')`.mapWith(Number),
      visitors: countDistinct(rumEvents.visitor),
      errorVisitors:
        sql<number>`count(distinct ${rumEvents.visitor}) filter (where ${rumEvents.kind} = 'error')`.mapWith(
          Number,
        ),
    })
    .from(rumEvents)
    .where(where);

  // Each visitor's median of each vital, then the p75 over visitors.
  const perVisitor = db
    .select({
      metric: sql<string>`${rumEvents.metric}`.as('metric'),
      median: sql<number>`percentile_cont(0.5) within group (order by ${rumEvents.value})`.as('median'),
      samples: count().as('samples'),
    })
    .from(rumEvents)
    .where(and(where, eq(rumEvents.kind, 'vital')))
    .groupBy(rumEvents.metric, rumEvents.visitor)
    .as('per_visitor');
  const vitalRows = await db
    .select({
      metric: perVisitor.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${perVisitor.median})`.mapWith(Number),
      samples: sql<number>`sum(${perVisitor.samples})`.mapWith(Number),
      visitors: count(),
    })
    .from(perVisitor)
    .groupBy(perVisitor.metric);
  const vitals = Object.fromEntries(
    VITAL_NAMES.map((name) => [name, { p75: null, samples: 0, visitors: 0 }]),
  ) as CohortFigures['vitals'];
  for (const row of vitalRows) {
    if (!isVitalName(row.metric)) continue;
    vitals[row.metric] = {
      p75: round2(row.p75),
      samples: row.samples,
      visitors: Number(row.visitors),
    };
  }

  // The decision counts visitors above a threshold for INP and LCP: their medians.
  const tested = await db
    .select({ metric: perVisitor.metric, median: sql<number>`${perVisitor.median}`.mapWith(Number) })
    .from(perVisitor)
    .where(inArray(perVisitor.metric, ['INP', 'LCP']));
  const values: Record<TestedVital, number[]> = { INP: [], LCP: [] };
  for (const row of tested) values[row.metric as TestedVital].push(row.median);

  const pageViews = totals?.pageViews ?? 0;
  const errors = totals?.errors ?? 0;
  return {
    figures: {
      pageViews,
      visitors: Number(totals?.visitors ?? 0),
      errorVisitors: totals?.errorVisitors ?? 0,
      errorsPer1000PageViews: pageViews > 0 ? round2((errors * 1000) / pageViews) : 0,
      vitals,
    },
    perVisitor: values,
  };
}

/** Both cohorts of a running canary. */
export async function canarySamples(
  db: Db,
  remote: string,
  live: string,
  canary: RunningCanary,
  perAddress = VISITORS_PER_ADDRESS,
): Promise<{ control: CohortSample; canary: CohortSample }> {
  const since = new Date(canary.since);
  return {
    canary: await cohortSample(db, { remote, version: canary.version, cohort: 'canary', since, perAddress }),
    control: await cohortSample(db, { remote, version: live, cohort: 'control', since, perAddress }),
  };
}

/** Whether the deploy folder has been published to (a server without a site has no canaries). */
export function hasManifest(deployDir: string): boolean {
  return existsSync(path.join(deployDir, 'remotes.json'));
}

/** The figures and verdict of one remote (null cohorts and verdict when no canary runs). */
export async function remoteCanaryFigures(
  services: Services,
  name: RemoteName,
  policy: CanaryPolicy,
  now: Date,
): Promise<CanaryFigures> {
  const status = targetStatus(services.config.deployDir, name);
  const live = status.live?.version ?? null;
  const figures: CanaryFigures = {
    name,
    label: status.label,
    live,
    canary: status.canary,
    control: null,
    canaryCohort: null,
    verdict: null,
  };
  if (!status.canary || !live) return figures;
  const samples = await canarySamples(
    services.database.db,
    name,
    live,
    status.canary,
    services.config.canaryVisitorsPerAddress,
  );
  return {
    ...figures,
    control: samples.control.figures,
    canaryCohort: samples.canary.figures,
    verdict: decideCanary({
      control: samples.control,
      canary: samples.canary,
      policy,
      since: status.canary.since,
      now,
    }),
  };
}

/** GET /ops/canary: the policy and every remote's figures. */
export async function canaryOverview(
  services: Services,
  now: Date,
): Promise<{ policy: CanaryPolicy; items: CanaryFigures[] }> {
  const { deployDir } = services.config;
  const policy = readCanaryPolicy(deployDir);
  const items: CanaryFigures[] = [];
  for (const name of REMOTE_NAMES) items.push(await remoteCanaryFigures(services, name, policy, now));
  return { policy, items };
}
