// `npm run codegen`: resolver types and the SDL string for the API, operation
// types and documents for the browser. The output is committed, so builds do
// not run this.
import type { CodegenConfig } from '@graphql-codegen/cli';

const header = './codegen/header-plugin.cjs';

const config: CodegenConfig = {
  overwrite: true,
  schema: ['src/graphql/**/*.graphql', 'src/modules/**/*.graphql'],
  documents: '../shared/src/api/operations/**/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      documents: [],
      plugins: [header, 'typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        useIndexSignature: false,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'src/generated/type-defs.ts': {
      documents: [],
      plugins: [header, './codegen/type-defs-plugin.cjs'],
    },
    '../shared/src/api/generated/operations.ts': {
      plugins: [header, 'typescript-operations', './codegen/documents-plugin.cjs'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        preResolveTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
