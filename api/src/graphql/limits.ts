// What a GraphQL document may ask for before anything runs: graphql-armor's
// limits on depth, aliases, directives, tokens and cost. The numbers live in
// ApiConfig (env GRAPHQL_MAX_*, MAX_QUERY_DEPTH); limits.test.ts checks that
// every document the site sends stays inside them.
//
// Fragment-spread bombs (fragments that each spread the next one twice, 2^n
// paths) are refused by the cost limit: armor's depth, cost, alias and
// directive counters compute each fragment once per document and reuse the
// figure at every later spread, so counting such a document takes linear time
// while its cost grows with the number of paths. The token limit, checked
// while parsing, caps how many fragments a document can hold at all.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  Kind,
  type DocumentNode,
  type GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApiConfig } from '../config';

type LimitsConfig = Pick<
  ApiConfig,
  | 'maxQueryDepth'
  | 'graphqlMaxAliases'
  | 'graphqlMaxDirectives'
  | 'graphqlMaxTokens'
  | 'graphqlMaxCost'
  | 'graphqlIntrospection'
  | 'production'
>;

/** Introspection is answered only when asked for (GRAPHQL_INTROSPECTION) and never in production. */
export function introspectionAllowed(
  config: Pick<ApiConfig, 'graphqlIntrospection' | 'production'>,
): boolean {
  return config.graphqlIntrospection && !config.production;
}

// Armor's rules throw by default, which aborts graphql-js's `validate`: yoga
// still answers, but the WebSocket handler (graphql-ws) turns a thrown error
// into closing the socket with 4500, taking the page's settings subscription
// with it. Reported to the validation context instead, a refusal is an
// ordinary validation error: yoga marks it GRAPHQL_VALIDATION_FAILED (HTTP
// 400 for application/graphql-response+json), graphql-ws sends an `error`
// message; either way nothing is executed. graphql-js's own rules then still
// walk the document; they too handle a fragment once, so the 40-level bomb
// costs them a few milliseconds.
const reported = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** The armor plugin with the configured limits; goes first in yoga's plugin list. */
export function documentLimits(config: LimitsConfig): ReturnType<typeof EnvelopArmorPlugin> {
  // Introspection documents are exempt from depth and cost only where they
  // are answered at all (the standard introspection query is 15 levels deep).
  const ignoreIntrospection = introspectionAllowed(config);
  return EnvelopArmorPlugin({
    // Fragments add no level and no cost of their own: a document costs the
    // same however it is split into fragments (armor counts a spread as extra
    // levels unless told to flatten).
    maxDepth: { n: config.maxQueryDepth, flattenFragments: true, ignoreIntrospection, ...reported },
    costLimit: { maxCost: config.graphqlMaxCost, flattenFragments: true, ignoreIntrospection, ...reported },
    maxAliases: { n: config.graphqlMaxAliases, ...reported },
    maxDirectives: { n: config.graphqlMaxDirectives, ...reported },
    // Counted by armor's parser while the document is read; it has no
    // validation context to report to, so it throws (yoga: GRAPHQL_PARSE_FAILED).
    maxTokens: { n: config.graphqlMaxTokens },
    // Armor's default too: "Did you mean …" hints would describe the schema
    // that introspection keeps to itself.
    blockFieldSuggestion: { enabled: true },
  });
}

/**
 * How many fields the operation asks for at its root, through aliases,
 * fragments and inline fragments alike, whatever @skip or @include say
 * (each is a mutation the rate limits count). A fragment spread twice counts
 * twice; one the document does not define, or one already being expanded
 * (validation refuses both before this runs), counts nothing.
 */
export function rootFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet);
  }
  const expanding = new Set<string>();
  const countIn = (selectionSet: SelectionSetNode): number => {
    let n = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) n += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) n += countIn(selection.selectionSet);
      else {
        const name = selection.name.value;
        const spread = fragments.get(name);
        if (!spread || expanding.has(name)) continue;
        expanding.add(name);
        n += countIn(spread);
        expanding.delete(name);
      }
    }
    return n;
  };
  return countIn(operation.selectionSet);
}
