// A replay of a stored submission gets its stored answer, whatever the
// request guards would say. A visitor whose answer was lost (the tab closed,
// the network dropped) sends the same mutation again with the same
// idempotency key; refusing that replay because maintenance has started or
// the rate limit is reached tells them it was not accepted, and they apply
// again under a new key. So a guard that is about to refuse a mutation asks
// first whether every root field of it is a stored replay, and if so lets
// it run: `once` then answers from the stored answer and writes nothing.
//
// Only an actually stored (operation, key, input hash) of this guest passes: a
// key alone, one never stored, one stored with another input or by another
// guest is refused as before.
// The rate-limit counters count the replay all the same.
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type ExecutionArgs,
} from 'graphql';
import type { GraphQLContext } from '../context';
import { isStoredReplay, type ReplayIdentity } from './idempotency';

/** Per Mutation field, what identifies a replay of it (the object its resolver passes to `once`). */
export type ReplayIdentities = Readonly<Record<string, ReplayIdentity<never>>>;

interface RootCall {
  field: string;
  args: Record<string, unknown>;
}

/** The operation's root fields with their arguments as the resolvers will get them; null when not a plain mutation. */
function mutationCalls(args: ExecutionArgs): RootCall[] | null {
  const operation = getOperationAST(args.document, args.operationName);
  const mutationType = args.schema.getMutationType();
  if (operation?.operation !== 'mutation' || !mutationType) return null;
  const variables = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (variables.errors) return null;
  const fields = mutationType.getFields();
  const calls: RootCall[] = [];
  for (const selection of operation.selectionSet.selections) {
    // A fragment spread at the root is never taken for a replay.
    if (selection.kind !== Kind.FIELD) return null;
    const field = fields[selection.name.value];
    if (!field) return null;
    try {
      calls.push({ field: field.name, args: getArgumentValues(field, selection, variables.coerced) });
    } catch (error) {
      if (error instanceof GraphQLError) return null;
      throw error;
    }
  }
  return calls.length > 0 ? calls : null;
}

/**
 * `isReplay(args)`: true when the operation is a mutation each of whose root
 * fields replays a stored submission (same operation, key and input). A
 * request asked twice (rate limit, then maintenance) is looked up once.
 */
export function createReplayCheck(identities: ReplayIdentities): (args: ExecutionArgs) => Promise<boolean> {
  const decided = new WeakMap<object, Promise<boolean>>();

  async function decide(args: ExecutionArgs): Promise<boolean> {
    const calls = mutationCalls(args);
    if (!calls) return false;
    const ctx = args.contextValue as GraphQLContext;
    for (const call of calls) {
      const identity = identities[call.field] as ReplayIdentity<Record<string, unknown>> | undefined;
      if (!identity) return false;
      const stored = await isStoredReplay(ctx, identity.operation, call.args.idempotencyKey, () =>
        identity.input(call.args, ctx.now()),
      );
      if (!stored) return false;
    }
    return true;
  }

  return (args) => {
    const key = args.contextValue as object;
    let answer = decided.get(key);
    if (!answer) {
      answer = decide(args);
      decided.set(key, answer);
    }
    return answer;
  };
}
