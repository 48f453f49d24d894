// GraphQL Code Generator plugin: the merged SDL of the API's .graphql files as
// one TypeScript string, so the bundle and the tests need no .graphql loader.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return [
      '/** The merged SDL of every .graphql file under src/graphql and src/modules. */',
      `export const typeDefs = ${JSON.stringify(printSchema(schema))};`,
      '',
    ].join('\n');
  },
};
