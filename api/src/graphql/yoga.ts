// The GraphQL endpoint: SDL from src/graphql and src/modules (merged by codegen into
// generated/type-defs.ts), resolvers per module, and the guards every request
// passes: graphql-armor's document limits (limits.ts), no introspection unless
// asked for outside production, a rate limit on mutations.
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext, RequestInfo, Services } from '../context';
import { typeDefs } from '../generated/type-defs';
import type { Resolvers } from '../generated/resolvers-types';
import { applyReplay, applyResolvers } from '../modules/applications/resolvers';
import { areaResolvers } from '../modules/area/resolvers';
import { areaNoticeReplay, areaNoticeResolvers } from '../modules/area-notices/resolvers';
import { clientErrorReplay, createClientErrorResolvers } from '../modules/client-errors/resolvers';
import { contactReplay, contactResolvers } from '../modules/contacts/resolvers';
import { settingsResolvers } from '../modules/settings/resolvers';
import {
  transferCheckReplay,
  transferRequestReplay,
  transferResolvers,
} from '../modules/transfers/resolvers';
import { upsellReplay, upsellResolvers } from '../modules/upsells/resolvers';
import { holdReplay, releaseReplay, worksResolvers } from '../modules/works/resolvers';
import { changeSlotReplay, followResolvers } from '../modules/follow/resolvers';
import { draftReplay, draftResolvers } from '../modules/drafts/resolvers';
import { databaseUnavailableError, isDatabaseUnavailable } from '../db/availability';
import { documentLimits, introspectionAllowed, rootFieldCount } from './limits';
import { maintenanceGuard } from './maintenance-guard';
import { createReplayCheck, type ReplayIdentities } from './replays';
import { rateLimited, subscriptionOverHttp } from './errors';
import { log, safeError } from '../log';

/**
 * What identifies a replay of each mutation (the object its resolver hands
 * to `once`): the guards let a replay of a stored submission through.
 */
export const replayIdentities: ReplayIdentities = {
  applyCTC: applyReplay,
  checkTransferRequest: transferCheckReplay,
  transferRequest: transferRequestReplay,
  contact: contactReplay,
  applicationUpSell: upsellReplay,
  notifyClientError: clientErrorReplay,
  requestAreaNotice: areaNoticeReplay,
  holdWorksSlot: holdReplay,
  releaseWorksHold: releaseReplay,
  changeWorksSlot: changeSlotReplay,
  saveApplicationDraft: draftReplay,
};

const modules: Resolvers[] = [
  settingsResolvers,
  areaResolvers,
  applyResolvers,
  transferResolvers,
  contactResolvers,
  upsellResolvers,
  areaNoticeResolvers,
  worksResolvers,
  followResolvers,
  draftResolvers,
];

function mergeResolvers(list: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of list) {
    for (const [type, fields] of Object.entries(resolvers)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

/** `error` without extensions.originalError (what yoga adds from the error it caught; an error of this request only). */
function withoutOriginalError(error: Error): Error {
  if (error instanceof GraphQLError && 'originalError' in error.extensions) {
    delete (error.extensions as Record<string, unknown>).originalError;
  }
  return error;
}

export type HikariYoga = YogaServerInstance<RequestInfo, GraphQLContext>;

export function createGraphQL(services: Services): HikariYoga {
  const { config } = services;
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const perGuest = services.rateLimits.limiter(
    'mutations-per-guest',
    config.rateLimit.mutationsPerGuest,
    windowMs,
  );
  const perAddress = services.rateLimits.limiter(
    'mutations-per-address',
    config.rateLimit.mutationsPerAddress,
    windowMs,
  );

  const isStoredReplay = createReplayCheck(replayIdentities);

  const guards: Plugin<GraphQLContext> = {
    onValidate({ addValidationRule }) {
      if (!introspectionAllowed(config)) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      if (!(args.contextValue as GraphQLContext).overWebSocket) {
        setResultAndStopExecution({ errors: [subscriptionOverHttp()] });
      }
    },
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const ctx = args.contextValue as GraphQLContext;
      // Every attempt counts, a replay too, and every mutation field of it
      // (16 aliased applyCTC in one request are 16); over the limit only a
      // replay of a stored submission goes on (to its stored answer, writing
      // nothing). A request that would go over runs none of its fields.
      const fields = rootFieldCount(args.document, operation);
      const [byGuest, byAddress] = await Promise.all([
        perGuest.hit(ctx.guest.guestId, fields),
        perAddress.hit(ctx.addressKey, fields),
      ]);
      if (byGuest.ok && byAddress.ok) return;
      if (await isStoredReplay(args)) return;
      setResultAndStopExecution({
        errors: [rateLimited(Math.max(byGuest.retryAfter, byAddress.retryAfter))],
      });
    },
  };

  return createYoga<RequestInfo, GraphQLContext>({
    schema: createSchema<GraphQLContext>({
      typeDefs,
      // Client error reports have limits of their own, counted in the same store as every limit.
      resolvers: mergeResolvers([...modules, createClientErrorResolvers(services)]) as never,
    }),
    context: (initial) => ({ ...services, db: services.database.db, ...initial }) as GraphQLContext,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: false,
    // Unexpected errors reach the visitor as "Unexpected error." only; the
    // log line carries the message, never variables (they hold personal data).
    // An unreachable database is not unexpected: it is a 503 with Retry-After
    // and a Japanese message, and the next request after it is back works.
    // Yoga's own refusals carry what went wrong inside as originalError
    // (for bad JSON the parser's message, quoting the body sent): dropped, the
    // message and code say enough.
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error)
          ? databaseUnavailableError()
          : withoutOriginalError(maskError(error, message, isDev)),
    },
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => log.warn(`[graphql] ${args.map(safeError).join(' ')}`),
      error: (...args: unknown[]) => log.error(`[graphql] ${args.map(safeError).join(' ')}`),
    },
    plugins: [documentLimits(config), guards, maintenanceGuard({ isStoredReplay })],
  });
}
