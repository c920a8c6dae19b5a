import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

const PRODUCT_FIELDS = `__typename uid sku name url_key url_suffix stock_status only_x_left_in_stock is_training extra_information
  thumbnail { url label position disabled } media_gallery { url } url_rewrites { url }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
    maximum_price { final_price { value } } }
  categories { uid url_path } review_count rating_summary`

describe('storeConfig and stores', () => {
  it('answers the default store without a Store header', async () => {
    const body = await gql(
      '{ storeConfig { store_code store_name locale default_display_currency_code logo_width logo_height product_url_suffix root_category_uid base_media_url } }',
    )
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'storeConfig')).toMatchObject({
      store_code: 'us_et',
      locale: 'en_US',
      default_display_currency_code: 'EUR',
      logo_width: 35,
      logo_height: 34,
      product_url_suffix: '.html',
      root_category_uid: btoa('2'),
      base_media_url: '/media/',
    })
  })

  it('selects the store view by header', async () => {
    const body = await gql('{ storeConfig { store_code store_name locale } }', {}, { Store: 'de_et' })
    expect(at(body.data, 'storeConfig')).toEqual({
      store_code: 'de_et',
      store_name: 'Estelle Tijs Deutschland',
      locale: 'de_DE',
    })
  })

  it("names each store view as the storefront's store switcher does", async () => {
    const { STORES, STORE_CODES } = await import('../../../app/lib/stores.ts')
    for (const code of STORE_CODES) {
      const body = await gql('{ storeConfig { store_name } }', {}, { Store: code })
      expect(at(body.data, 'storeConfig.store_name')).toBe(`Estelle Tijs ${STORES[code].label}`)
    }
  })

  it('rejects an unknown store code', async () => {
    const body = await gql('{ storeConfig { store_code } }', {}, { Store: 'xx_et' })
    expect(body.status).toBe(200)
    expect(body.errors?.[0]?.message).toBe('Requested store is not found')
    expect(categoryOf(body)).toBe('graphql-input')
  })

  it('lists available stores, currency and countries', async () => {
    const body = await gql(
      `{ availableStores(useCurrentGroup: true) { store_code default_display_currency_code }
      currency { available_currency_codes default_display_currency_code }
      countries { id full_name_locale } country(id: "US") { id available_regions { code name } } }`,
      {},
      { Store: 'fr_et' },
    )
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'availableStores')).toHaveLength(4)
    expect(at(body.data, 'currency.available_currency_codes')).toEqual(['EUR'])
    expect(at(body.data, 'countries')).toEqual(expect.arrayContaining([{ id: 'DE', full_name_locale: 'Allemagne' }]))
    expect(typeof at(body.data, 'country.available_regions.0.code')).toBe('string')
  })

  it('reports an unknown country', async () => {
    const body = await gql('{ country(id: "ZZ") { id } }')
    expect(categoryOf(body)).toBe('graphql-no-such-entity')
  })
})

describe('categories', () => {
  it('answers the root with a four-level tree', async () => {
    const body = await gql(
      `{ categories { total_count items { uid name children { uid name url_path url_suffix include_in_menu
      is_anchor category_color product_count image breadcrumbs { category_name } children { name children { name
      breadcrumbs { category_name category_uid category_url_path } children { name } } } } } } }`,
      {},
      { Store: 'nl_et' },
    )
    expect(body.errors).toBeUndefined()
    const top = at(body.data, 'categories.items.0.children')
    expect(top).toHaveLength(4)
    expect(at(top, '0')).toMatchObject({
      name: 'Haar',
      url_path: 'hair',
      url_suffix: '.html',
      include_in_menu: 1,
      is_anchor: 1,
      category_color: '#b5838d',
      breadcrumbs: null,
      image: '/media/catalog/category/hair/hair.svg',
    })
    expect(at(top, '0.product_count')).toBeGreaterThan(0)
    expect(at(top, '0.children.0.children.0.breadcrumbs')).toEqual([
      { category_name: 'Haar', category_uid: btoa('3'), category_url_path: 'hair' },
      { category_name: 'Shampoo', category_uid: btoa('4'), category_url_path: 'hair/shampoo' },
    ])
    expect(at(top, '0.children.0.children.0.children.0.name')).toBeTruthy()
  })

  it('filters by url_path, uid and parent', async () => {
    const body =
      await gql(`{ byPath: categories(filters: { url_path: { eq: "face/treatment" } }) { items { uid name meta_title } }
      byUid: categoryList(filters: { category_uid: { eq: "${btoa('3')}" } }) { name }
      byParent: categories(filters: { parent_id: { eq: "3" } }, pageSize: 1) { total_count items { name } page_info { total_pages } } }`)
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'byPath.items.0.name')).toBe('Treatment')
    expect(at(body.data, 'byUid.0.name')).toBe('Hair')
    expect(at(body.data, 'byParent')).toMatchObject({ total_count: 2, page_info: { total_pages: 2 } })
  })

  it('rejects a non-positive page', async () => {
    const body = await gql('{ categories(currentPage: 0) { total_count } }')
    expect(body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })
})

describe('products', () => {
  it('lists a category page with totals, aggregations and sort fields', async () => {
    const body =
      await gql(`{ products(filter: { category_uid: { eq: "${btoa('3')}" } }, pageSize: 12, sort: { price: ASC }) {
      total_count page_info { current_page page_size total_pages } items { ${PRODUCT_FIELDS} }
      aggregations { attribute_code label count options { label value count } } sort_fields { default options { value } } } }`)
    expect(body.errors).toBeUndefined()
    const items = at(body.data, 'products.items')
    expect(items).toHaveLength(12)
    const prices = Array.isArray(items)
      ? items.map((item) => Number(at(item, 'price_range.minimum_price.final_price.value')))
      : []
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(at(body.data, 'products.page_info')).toMatchObject({ current_page: 1, page_size: 12 })
    const codes = at(body.data, 'products.aggregations')
    expect(Array.isArray(codes) ? codes.map((a) => at(a, 'attribute_code')) : []).toEqual(
      expect.arrayContaining(['price', 'category_uid', 'color', 'size']),
    )
    expect(at(body.data, 'products.items.0.thumbnail.url')).toMatch(/^\/media\/catalog\/product\/hair\/.+\.svg$/)
  })

  it("answers the category aggregation's values as numeric ids and refuses a category_uid that is no uid, as Magento 2.4.7", async () => {
    const body = await gql(`{ products(search: "oil") { aggregations { attribute_code options { value } } } }`)
    const { aggregations } = z
      .object({
        aggregations: z.array(
          z.object({ attribute_code: z.string(), options: z.array(z.object({ value: z.string() })) }),
        ),
      })
      .parse(at(body.data, 'products'))
    const values = aggregations.find((aggregation) => aggregation.attribute_code === 'category_uid')?.options ?? []
    expect(values.length).toBeGreaterThan(0)
    for (const option of values) expect(option.value).toMatch(/^\d+$/)

    const refused = await gql('{ products(filter: { category_uid: { eq: "3" } }) { total_count } }')
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Value of uid "3" is incorrect.',
      extensions: { category: 'graphql-input' },
    })
  })

  it('finds a product by sku with its type-specific fields', async () => {
    const list = await gql(
      '{ products(filter: { sku: { in: ["ET-B00011", "ET-F00015", "ET-H00016", "ET-F00018", "ET-T00019"] } }) { items { __typename sku } } }',
    )
    const types = at(list.data, 'products.items')
    expect(Array.isArray(types) ? types.map((t) => at(t, '__typename')).sort() : []).toEqual([
      'BundleProduct',
      'ConfigurableProduct',
      'ConfigurableProduct',
      'DownloadableProduct',
      'GroupedProduct',
    ])
  })

  it('serves configurable options, variants and the option selection', async () => {
    const body = await gql(`{ products(filter: { sku: { eq: "ET-H00013" } }) { items { __typename sku
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid value_index label swatch_data { value } } }
        variants { attributes { code value_index } product { sku stock_status } } } } } }`)
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'products.items.0.configurable_options.0.attribute_code')).toBe('color')
    const colorUid = at(body.data, 'products.items.0.configurable_options.0.values.0.uid')
    const sizeUid = at(body.data, 'products.items.0.configurable_options.1.values.1.uid')
    const selection = await gql(
      `query ($uids: [ID!]) { products(filter: { sku: { eq: "ET-H00013" } }) { items {
      ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: $uids) {
        options_available_for_selection { attribute_code option_value_uids } variant { uid sku } media_gallery { url } } } } } }`,
      { uids: [colorUid, sizeUid] },
    )
    expect(selection.errors).toBeUndefined()
    expect(at(selection.data, 'products.items.0.configurable_product_options_selection.variant.sku')).toMatch(
      /^ET-H00013-/,
    )
  })

  it('serves training products with date and attendant options', async () => {
    const body = await gql(`{ products(filter: { sku: { eq: "ET-T00019" } }) { items { is_training
      ... on CustomizableProductInterface { options { __typename uid title required
        ... on CustomizableDateOption { value { type } } ... on CustomizableFieldOption { value { max_characters } } } } } } }`)
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'products.items.0')).toMatchObject({
      is_training: true,
      options: [
        { __typename: 'CustomizableDateOption', title: 'Date', required: true, value: { type: 'DATE' } },
        { __typename: 'CustomizableFieldOption', title: 'Attendant name', value: { max_characters: 60 } },
      ],
    })
  })

  it('serves bundle, grouped and downloadable details', async () => {
    const body = await gql(`{ products(filter: { sku: { in: ["ET-F00015", "ET-H00016", "ET-F00018"] } }) { items { sku
      ... on BundleProduct { items { title required options { uid quantity product { sku } } } }
      ... on GroupedProduct { items { position qty product { sku } } }
      ... on DownloadableProduct { downloadable_product_links { uid title price } downloadable_product_samples { title sample_url } } } } }`)
    expect(body.errors).toBeUndefined()
    const items = at(body.data, 'products.items')
    expect(JSON.stringify(items)).toContain('Choose your base')
    expect(JSON.stringify(items)).toContain('Sample chapter')
    expect(JSON.stringify(items)).toContain('"position":1')
  })

  it('searches by full text with relevance', async () => {
    const body = await gql('{ products(search: "shampoo") { total_count items { name } sort_fields { default } } }')
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'products.total_count')).toBeGreaterThan(0)
    expect(at(body.data, 'products.sort_fields.default')).toBe('relevance')
    expect(String(at(body.data, 'products.items.0.name'))).toMatch(/shampoo/i)
  })

  it('filters by attribute and price', async () => {
    const body = await gql(
      '{ products(filter: { color: { in: ["1", "2"] }, price: { from: "0", to: "100" } }) { total_count items { __typename } } }',
    )
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'products.total_count')).toBeGreaterThan(0)
  })

  it('requires search or filter and valid paging', async () => {
    const none = await gql('{ products { total_count } }')
    expect(none.errors?.[0]?.message).toBe("'search' or 'filter' input argument is required.")
    expect(categoryOf(none)).toBe('graphql-input')
    const tooFar = await gql('{ products(search: "shampoo", currentPage: 999) { total_count } }')
    expect(tooFar.errors?.[0]?.message).toMatch(
      /^currentPage value 999 specified is greater than the \d+ page\(s\) available\.$/,
    )
  })

  it("speaks the store's language in image labels and category texts", async () => {
    const query = `{ products(filter: { sku: { eq: "ET-H00001" } }) { items { name media_gallery { label } thumbnail { label } } }
      categories(filters: { url_path: { eq: "hair" } }) { items { name description meta_description } } }`
    for (const store of ['us_et', 'de_et', 'fr_et', 'nl_et']) {
      const body = await gql(query, {}, { Store: store })
      const name = String(at(body.data, 'products.items.0.name'))
      expect(at(body.data, 'products.items.0.media_gallery.0.label'), store).toBe(name)
      expect(at(body.data, 'products.items.0.thumbnail.label'), store).toBe(name)
    }
    const german = await gql(query, {}, { Store: 'de_et' })
    expect(at(german.data, 'categories.items.0.description')).toBe(
      '<p>Haar: entdecken Sie das ganze Sortiment von Estelle Tijs.</p>',
    )
    expect(at(german.data, 'categories.items.0.meta_description')).toBe('Haar von Estelle Tijs.')
    const english = await gql(query, {}, { Store: 'us_et' })
    expect(at(english.data, 'products.items.0.name')).not.toBe(at(german.data, 'products.items.0.name'))
  })

  it('returns nothing for an unknown sku', async () => {
    const body = await gql('{ products(filter: { sku: { eq: "NOPE" } }) { total_count items { sku } } }')
    expect(at(body.data, 'products')).toEqual({ total_count: 0, items: [] })
  })

  it('serves reviews and rating metadata', async () => {
    const body = await gql(`{ products(filter: { sku: { eq: "ET-H00001" } }) { items { review_count rating_summary
      reviews(pageSize: 2) { items { nickname summary text created_at average_rating ratings_breakdown { name value } } page_info { page_size } } } }
      productReviewRatingsMetadata { items { id name values { value value_id } } } }`)
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'products.items.0.review_count')).toBeGreaterThan(0)
    expect(at(body.data, 'products.items.0.reviews.items.0.ratings_breakdown.0.name')).toBe('Rating')
    expect(at(body.data, 'productReviewRatingsMetadata.items.0')).toMatchObject({ name: 'Rating' })
  })
})
