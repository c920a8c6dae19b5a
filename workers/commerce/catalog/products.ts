// Query.products and the fields of its result, plus the resolvers of every concrete product type.
import type { Context } from '../graphql/context.ts'
import type { ResolverMap, TypeResolvers } from '../graphql/resolver-types.ts'
import { aggregations } from './aggregations.ts'
import { bundleResolvers, downloadableResolvers, groupedResolvers } from './composite.ts'
import { configurableResolvers } from './configurable.ts'
import { productFieldResolvers, productSources } from './product-fields.ts'
import { searchProducts, type ProductsSource } from './product-search.ts'
import type { ProductSource } from './product-source.ts'

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
    products: (_source: unknown, args, ctx) => searchProducts(ctx, args),
  },
  Products: {
    ...pageFields,
    aggregations: (result: ProductsSource, _args, ctx) => aggregations(ctx, result.scope),
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
