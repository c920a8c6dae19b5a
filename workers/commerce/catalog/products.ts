// Query.products and the fields of its result, plus the resolvers of every concrete product type.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'
import type { Context } from '../graphql/context.ts'
import type { ResolverMap, TypeResolvers } from '../graphql/resolver-types.ts'
import { aggregations } from './aggregations.ts'
import { bundleResolvers, downloadableResolvers, groupedResolvers } from './composite.ts'
import { configurableResolvers } from './configurable.ts'
import { productFieldResolvers, productSources } from './product-fields.ts'
import { searchProducts, type ProductsSource } from './product-search.ts'
import type { ProductSource } from './product-source.ts'

// Whether the query selects a field of the result (directly, through inline fragments or named fragments), so the
// products query can fetch its aggregations in the same D1 batch as the page.
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet)
      return visit(info.fragments[selection.name.value]?.selectionSet)
    })
  return info.fieldNodes.some((node) => visit(node.selectionSet))
}

const pageFields: TypeResolvers<ProductsSource> = {
  items: (result: ProductsSource, _args, ctx: Context) => productSources(ctx, result.ids),
  total_count: (result: ProductsSource) => result.total,
  page_info: (result: ProductsSource) => ({
    current_page: result.currentPage,
    page_size: result.pageSize,
    total_pages: Math.ceil(result.total / result.pageSize),
  }),
}

// Grouped products are not customizable, so they lack the options field.
const withCommon = (specific: TypeResolvers<ProductSource>, without: string[] = []): TypeResolvers<ProductSource> => ({
  ...Object.fromEntries(Object.entries(productFieldResolvers).filter(([field]) => !without.includes(field))),
  ...specific,
})

export const productResolvers: ResolverMap = {
  Query: {
    products: (_source: unknown, args, ctx, info) => searchProducts(ctx, args, selectsField(info, 'aggregations')),
  },
  Products: {
    ...pageFields,
    aggregations: (result: ProductsSource, _args, ctx) => aggregations(ctx, result),
    sort_fields: (result: ProductsSource) => ({
      default: result.scope.hasSearch ? 'relevance' : 'position',
      options: [
        ...(result.scope.hasSearch ? [{ label: 'Relevance', value: 'relevance' }] : []),
        { label: 'Position', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
      ],
    }),
    suggestions: () => [],
  },
  CategoryProducts: pageFields,
  SimpleProduct: withCommon({}),
  VirtualProduct: withCommon({}),
  ConfigurableProduct: withCommon(configurableResolvers),
  BundleProduct: withCommon(bundleResolvers),
  GroupedProduct: withCommon(groupedResolvers, ['options']),
  DownloadableProduct: withCommon(downloadableResolvers),
}
