// The area search is the one operation a campaign launch sends in bursts, and
// the browser always sends it as the generated SearchCommufaArea document. For
// exactly that document the server skips the general GraphQL pipeline
// (parse, validate, plugins, result processing): it coerces the variables
// with graphql-js against the same schema type, runs the same resolver and
// writes the same fields. Anything else (another document, an input GraphQL
// would refuse, a resolver error) goes through the full pipeline, which then
// answers it with its usual errors.
import { SearchCommufaAreaDocument } from '@hikari/shared/operations';
import {
  buildSchema,
  coerceInputValue,
  GraphQLNonNull,
  Kind,
  parse,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphQLContext } from '../../context';
import { typeDefs } from '../../generated/type-defs';
import { areaResolvers } from './resolvers';

interface Plan {
  inputType: GraphQLInputType;
  fields: string[];
}

/** What the generated document selects, checked to be plain fields of searchCommufaArea(input: $input). */
function plan(): Plan | null {
  const document = parse(SearchCommufaAreaDocument);
  const operation = document.definitions[0] as OperationDefinitionNode | undefined;
  if (document.definitions.length !== 1 || operation?.kind !== Kind.OPERATION_DEFINITION) return null;
  const [root] = operation.selectionSet.selections;
  if (operation.selectionSet.selections.length !== 1 || root?.kind !== Kind.FIELD || root.alias) return null;
  if (root.name.value !== 'searchCommufaArea' || !root.selectionSet) return null;
  const fields: string[] = [];
  for (const selection of root.selectionSet.selections) {
    if (
      selection.kind !== Kind.FIELD ||
      selection.alias ||
      selection.selectionSet ||
      selection.directives?.length
    )
      return null;
    fields.push(selection.name.value);
  }
  const schema = buildSchema(typeDefs);
  const argument = schema
    .getQueryType()
    ?.getFields()
    .searchCommufaArea?.args.find((a) => a.name === 'input');
  if (!argument || !(argument.type instanceof GraphQLNonNull)) return null;
  return { inputType: argument.type, fields };
}

export type FastPath = (body: Buffer, context: () => GraphQLContext) => Promise<string | null>;

export function createAreaSearchFastPath(): FastPath {
  const ready = plan();
  const resolve = areaResolvers.Query?.searchCommufaArea as unknown as (
    parent: unknown,
    args: { input: unknown },
    ctx: GraphQLContext,
  ) => Promise<Record<string, unknown>>;
  return async (body, context) => {
    if (!ready || body.length > 4096) return null;
    let request: { query?: unknown; variables?: { input?: unknown } | null; operationName?: unknown };
    try {
      request = JSON.parse(body.toString('utf8')) as typeof request;
    } catch {
      return null;
    }
    if (request.query !== SearchCommufaAreaDocument) return null;
    if (request.operationName != null && request.operationName !== 'SearchCommufaArea') return null;
    let refused = false;
    const input = coerceInputValue(request.variables?.input, ready.inputType, () => {
      refused = true;
    });
    if (refused) return null;
    let result: Record<string, unknown>;
    try {
      result = await resolve(undefined, { input }, context());
    } catch {
      return null;
    }
    const picked: Record<string, unknown> = {};
    for (const field of ready.fields) picked[field] = result[field] ?? null;
    return JSON.stringify({ data: { searchCommufaArea: picked } });
  };
}
