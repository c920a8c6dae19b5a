import { data } from 'react-router'
import { SearchSuggestionsDocument } from '~graphql/generated'
import { servicesContext } from '~/lib/context.server'
import { isPriceRange } from '~/lib/card-product'
import { formatMoney } from '~/lib/price'
import { productName, productPath } from '~/lib/product-url'
import { MIN_SUGGESTION_TERM, searchTerm } from '~/lib/search-term'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/search-suggestions'

export type Suggestion = { uid: string; name: string; href: string; price: string; image: string | null }

/** Resource route for the header search panel: up to six products for a term, as JSON. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const term = searchTerm(url.searchParams.get('term'))
  if (term.length < MIN_SUGGESTION_TERM) return data({ term, total: 0, suggestions: [] as Suggestion[] })
  try {
    const result = await services.commerce.query(SearchSuggestionsDocument, { term }, { get: true })
    const locale = STORES[services.store].iso
    const suggestions: Suggestion[] = (result.products?.items ?? []).flatMap((item) =>
      item
        ? [
            {
              uid: item.uid,
              name: productName(item.name),
              href: `/${services.store}/${productPath(item)}`,
              // As the product's card and page say it: a product of several prices starts "From"; and without VAT, which
              // the cart adds.
              price: `${isPriceRange(item.price_range) ? 'From ' : ''}${formatMoney(
                item.price_range.minimum_price.final_price.value,
                item.price_range.minimum_price.final_price.currency,
                locale,
              )} excl. VAT`,
              image: item.small_image?.url ?? null,
            },
          ]
        : [],
    )
    return data(
      { term, total: result.products?.total_count ?? 0, suggestions },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    )
  } catch {
    return data({ term, total: 0, suggestions: [] as Suggestion[] })
  }
}
