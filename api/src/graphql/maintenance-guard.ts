// Maintenance mode (docs/business-rules.md#maintenance) at the API: while it is on, no mutation
// that submits a visitor's data runs. The guard lists what stays open, not
// what is closed, so a mutation added later is refused by default.
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isMaintenanceMode } from '@hikari/shared/domain';
import type { GraphQLContext } from '../context';
import { DEFAULT_SITE_NAME, readSettings } from '../modules/settings/settings-store';

/**
 * Mutations that keep working during maintenance: NotifyClientError is a
 * diagnostic (a page failing during maintenance is exactly what ops need
 * to hear about) and stores no visitor's data.
 */
export const MAINTENANCE_EXEMPT_MUTATIONS: ReadonlySet<string> = new Set(['notifyClientError']);

export const MAINTENANCE_MESSAGE =
  'ただいまシステムメンテナンス中のため、お申し込み・ご予約・お手続きを受け付けておりません。メンテナンス終了後に、もう一度お送りください。';

export function maintenanceRefusal(): GraphQLError {
  return new GraphQLError(MAINTENANCE_MESSAGE, {
    extensions: { code: 'MAINTENANCE', http: { status: 503 } },
  });
}

/**
 * true when the operation is a mutation with a root field outside the
 * exempt list (a fragment spread at the root counts as not exempt).
 */
export function isGuardedMutation(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some(
    (selection) => selection.kind !== Kind.FIELD || !MAINTENANCE_EXEMPT_MUTATIONS.has(selection.name.value),
  );
}

/**
 * Refuses guarded mutations while the site's settings say maintenance (read
 * from the database, server clock), except a replay of a stored submission
 * (`isStoredReplay`, see replays.ts): it gets its stored answer, since it
 * stores nothing and refusing it would tell the visitor it was not accepted.
 */
export function maintenanceGuard(options: {
  isStoredReplay: (args: ExecutionArgs) => Promise<boolean>;
}): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!isGuardedMutation(args.document, args.operationName)) return;
      const ctx = args.contextValue as GraphQLContext;
      const settings = await readSettings(ctx.db, DEFAULT_SITE_NAME);
      if (!settings || !isMaintenanceMode(settings, ctx.now())) return;
      if (await options.isStoredReplay(args)) return;
      setResultAndStopExecution({ errors: [maintenanceRefusal()] });
    },
  };
}
