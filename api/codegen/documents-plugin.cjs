// GraphQL Code Generator plugin: each operation of the browser as a document
// string ready to POST (with the fragments it uses), plus its kind, so the
// browser sends exactly the text that was checked against the schema.
const { Kind, print, visit } = require('graphql');

function fragmentsUsed(node, byName, found = new Set()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      found.add(name);
      const fragment = byName.get(name);
      if (fragment) fragmentsUsed(fragment, byName, found);
    },
  });
  return found;
}

module.exports = {
  plugin(_schema, documents) {
    const definitions = documents.flatMap((file) => file.document.definitions);
    const fragments = new Map(
      definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const operations = definitions
      .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      .sort((a, b) => a.name.value.localeCompare(b.name.value));
    const lines = [];
    const kinds = [];
    for (const op of operations) {
      const name = op.name.value;
      const used = [...fragmentsUsed(op, fragments)].sort().map((n) => fragments.get(n));
      const text = [op, ...used].map((d) => print(d)).join('\n\n');
      lines.push(`export const ${name}Document = ${JSON.stringify(text)};`);
      kinds.push(`  ${name}: '${op.operation}',`);
    }
    return [
      ...lines,
      '',
      '/** Operation name -> kind, e.g. for the base query (mutations are never retried). */',
      'export const operationKinds = {',
      ...kinds,
      '} as const;',
      '',
    ].join('\n');
  },
};
