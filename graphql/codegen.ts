import type { CodegenConfig } from '@graphql-codegen/cli'

/** Operation types come from the backend schema: the Magento subset plus the project's extension. */
const config: CodegenConfig = {
  schema: ['graphql/schema/magento.graphql', 'graphql/schema/extension.graphql'],
  documents: ['graphql/operations/**/*.graphql'],
  generates: {
    'graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        onlyOperationTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: false,
        scalars: { ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
}

export default config
