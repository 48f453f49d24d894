// The canary check: every minute (CANARY_CHECK_SECONDS, config.ts) each instance
// looks at every remote with a running canary, computes its figures and
// verdict (figures.ts, decision.ts) and
//   - withdraws a canary that is worse than the live version ('regressed'),
//   - promotes one that stayed healthy for the policy's window ('ready') when
//     the policy says autoPromote,
// each with an audit row holding the figures it was decided on (address
// 'canary-check'). Several instances may run it at once: the change and the
// check that the canary decided on is still the one running happen under the
// deploy lock, so a canary is withdrawn or promoted once; the other instances
// find it gone (or the lock taken) and let it be.
import {
  DeployError,
  describeChange,
  promoteCanary,
  readCanaryPolicy,
  targetStatus,
  withDeployLock,
  withdrawCanary,
  type TargetStatus,
} from '@hikari/release/releases';
import { REMOTE_NAMES, type RemoteName } from '@hikari/shared/domain';
import type { Services } from '../../context';
import { log } from '../../log';
import { instanceDeployLock } from '../ops/deploy-lock';
import { recordAudit, type AuditAction } from '../ops/audit-log';
import { msText, pClause, percentText, type CanaryState, type CanaryTest } from './decision';
import { hasManifest, remoteCanaryFigures, type CanaryFigures } from './figures';

/** How often the check runs. Default 60 s. */
export const CANARY_CHECK_INTERVAL_MS = 60_000;
/** The audit rows' address: the server's own check, not a caller. */
export const CANARY_CHECK_ACTOR = 'canary-check';

export interface CanaryCheckOutcome {
  name: RemoteName;
  version: string;
  state: CanaryState;
  /** What the check did; null: nothing (collecting, healthy, ready without autoPromote, or lost a race). */
  action: 'withdrawn' | 'promoted' | null;
}

const count = (n: number) => n.toLocaleString('en-US');

function testText(test: CanaryTest | undefined): string {
  if (!test || (test.control === null && test.canary === null)) return '';
  const value = (v: number | null) =>
    v === null ? '—' : test.metric === 'errors' ? percentText(v) : msText(v);
  const p = test.pValue === null ? '' : `、${pClause(test.pValue)}`;
  const label = test.metric === 'errors' ? 'エラーのあった訪問者' : `${test.metric} p75`;
  return `${label} ${value(test.control)} → ${value(test.canary)}${p}`;
}

/** The figures a decision was made on, as one line of the audit log (no personal data). */
export function describeFigures(figures: CanaryFigures): string {
  const control = figures.control;
  const canary = figures.canaryCohort;
  const tests = figures.verdict?.tests ?? [];
  const parts = [
    `訪問者 現行版 ${count(control?.visitors ?? 0)} 人 / カナリア ${count(canary?.visitors ?? 0)} 人`,
    ...(['errors', 'INP', 'LCP'] as const).map((metric) => testText(tests.find((t) => t.metric === metric))),
  ].filter((part) => part !== '');
  return `（${parts.join('；')}）`;
}

/** The running canary is still the one the figures were computed for. */
const sameCanary = (status: TargetStatus, figures: CanaryFigures) =>
  status.canary !== null &&
  figures.canary !== null &&
  status.canary.version === figures.canary.version &&
  status.canary.since === figures.canary.since;

/**
 * How long the check waits for the deploy lock: hardly at all. Another
 * instance's check or an ops change holds it; the next pass looks again.
 */
const CHECK_LOCK_WAIT_MS = 1;

/**
 * Withdraws or promotes one canary as its verdict says, under the deploy lock
 * (across instances on PostgreSQL) so the check and the change see the same
 * canary; returns what was done.
 */
async function act(
  services: Services,
  figures: CanaryFigures,
  change: 'withdraw' | 'promote',
  now: Date,
): Promise<TargetStatus | null> {
  const { deployDir } = services.config;
  const lock = instanceDeployLock(services.database, CHECK_LOCK_WAIT_MS);
  return withDeployLock(deployDir, lock, () => {
    const before = targetStatus(deployDir, figures.name);
    if (!sameCanary(before, figures)) return null; // decided on by another instance, or changed by ops
    const options = { by: 'auto' as const, now };
    const after =
      change === 'withdraw'
        ? withdrawCanary(deployDir, figures.name, options)
        : promoteCanary(deployDir, figures.name, options);
    return { ...after, history: after.history.slice(before.history.length) };
  });
}

/** One pass over every remote (the timer calls it; tests call it with their clock). */
export async function runCanaryCheck(services: Services, now: Date): Promise<CanaryCheckOutcome[]> {
  const { deployDir } = services.config;
  if (!hasManifest(deployDir)) return [];
  const policy = readCanaryPolicy(deployDir);
  const outcomes: CanaryCheckOutcome[] = [];
  for (const name of REMOTE_NAMES) {
    let figures: CanaryFigures;
    try {
      figures = await remoteCanaryFigures(services, name, policy, now);
    } catch (error) {
      log.warn(`[canary] the figures of ${name} could not be computed`, error);
      continue;
    }
    if (!figures.canary || !figures.verdict) continue;
    const { state } = figures.verdict;
    const outcome: CanaryCheckOutcome = { name, version: figures.canary.version, state, action: null };
    outcomes.push(outcome);
    const change =
      state === 'regressed' ? 'withdraw' : state === 'ready' && policy.autoPromote ? 'promote' : null;
    if (!change) continue;

    let changed: TargetStatus | null;
    try {
      changed = await act(services, figures, change, now);
    } catch (error) {
      // Another instance's change holds the lock, or got there first: it decides.
      if (error instanceof DeployError) {
        log.info(`[canary] ${name} ${figures.canary.version} was not changed (${error.message})`);
      } else {
        log.warn(`[canary] ${name} ${figures.canary.version} could not be changed`, error);
      }
      continue;
    }
    if (!changed) {
      log.info(`[canary] ${name} ${figures.canary.version} changed meanwhile; nothing done`);
      continue;
    }
    outcome.action = change === 'withdraw' ? 'withdrawn' : 'promoted';
    const done = changed.history.map((entry) => describeChange(name, entry)).join('。');
    const why =
      change === 'withdraw'
        ? `自動判定で取り下げ：${figures.verdict.reasons.join('。')}`
        : '自動判定で全員に公開：現行版より悪化していません';
    const description = `${done}。${why}${describeFigures(figures)}`;
    await recordAudit(services.database.db, {
      action: (change === 'withdraw' ? 'withdraw' : 'promote') as AuditAction,
      target: name,
      description,
      address: CANARY_CHECK_ACTOR,
      // No person: the API's own canary job decided.
      actor: { login: null, name: 'カナリアの自動判定', role: null },
    });
    if (change === 'withdraw') log.warn(`[canary] ${description}`);
    else log.info(`[canary] ${description}`);
  }
  return outcomes;
}

export interface CanaryJob {
  /** One pass now, or the pass already running. */
  runOnce(): Promise<CanaryCheckOutcome[]>;
  stop(): Promise<void>;
}

/**
 * Runs the check every `intervalMs` (an unref'd timer: it never keeps the
 * process alive), one pass at a time; `stop` (the app's close) waits for the
 * pass running.
 */
export function startCanaryJob(services: Services, intervalMs = CANARY_CHECK_INTERVAL_MS): CanaryJob {
  let running: Promise<CanaryCheckOutcome[]> | null = null;
  const runOnce = () => {
    running ??= runCanaryCheck(services, services.now())
      .catch((error: unknown) => {
        log.warn('[canary] the canary check failed', error);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
