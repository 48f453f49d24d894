// GraphQL Code Generator plugin: the merged SDL of src/schema/**/*.graphql as
// one TypeScript string, so the bundle and the tests need no .graphql loader.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return [
      '/** The merged SDL of every .graphql file under src/schema. */',
      `export const typeDefs = ${JSON.stringify(printSchema(schema))};`,
      '',
    ].join('\n');
  },
};
