// Refuses documents nested deeper than `max` selections (fragments followed),
// so a crafted query cannot make the server walk an absurd tree.
import { GraphQLError, Kind, type ASTNode, type FragmentDefinitionNode, type ValidationRule } from 'graphql';

export function depthLimitRule(max: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      switch (node.kind) {
        case Kind.FIELD: {
          if (!node.selectionSet) return depth;
          return Math.max(depth, ...node.selectionSet.selections.map((s) => depthOf(s, depth + 1, seen)));
        }
        case Kind.FRAGMENT_SPREAD: {
          const name = node.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) return depth;
          return depthOf(fragment, depth, new Set(seen).add(name));
        }
        case Kind.INLINE_FRAGMENT:
        case Kind.FRAGMENT_DEFINITION:
        case Kind.OPERATION_DEFINITION:
          return Math.max(depth, ...node.selectionSet.selections.map((s) => depthOf(s, depth, seen)));
        default:
          return depth;
      }
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node, 0, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Query is too deep (${depth} levels; at most ${max}).`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}
