// A generic Magento 2.4.7 client's journey (the calls a Luma-style or PWA Studio storefront makes, deprecated fields
// and classic mutations included) runs on the embedded backend without a single GraphQL error.
import { describe, expect, it } from 'vitest'
import { at, gql, type GraphqlBody } from './client.ts'

// Every step must answer without errors; the message list makes a failure readable.
async function ok(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body: GraphqlBody = await gql(query, variables, headers)
  expect(body.errors?.map((error) => error.message) ?? []).toEqual([])
  return body.data
}

const text = (value: unknown): string => {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`not a scalar: ${JSON.stringify(value)}`)
  return String(value)
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const US_ADDRESS = {
  firstname: 'Grace',
  lastname: 'Hopper',
  street: ['1 Main Street'],
  city: 'Austin',
  postcode: '73301',
  country_code: 'US',
  telephone: '+1 512 555 0100',
}

const CATALOG = `query Catalog {
  products(filter: { price: { from: "0" } }, pageSize: 300) {
    items {
      __typename sku uid id stock_status only_x_left_in_stock
      ... on ConfigurableProduct { is_training variants { product { sku stock_status only_x_left_in_stock } } }
      ... on BundleProduct { items { option_id required options { id quantity product { stock_status } } } }
      ... on DownloadableProduct { downloadable_product_links { id title } }
    }
  }
}`

const PRODUCT_PAGE = `query ProductPage($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      __typename uid id sku name type_id url_key url_suffix canonical_url attribute_set_id options_container
      gift_message_available new_from_date new_to_date special_price special_from_date special_to_date
      meta_title meta_description country_of_manufacture manufacturer color
      price {
        regularPrice { amount { value currency } adjustments { code amount { value } } }
        minimalPrice { amount { value currency } }
        maximalPrice { amount { value currency } }
      }
      price_range { minimum_price { final_price { value } } }
      price_tiers { quantity final_price { value } }
      tier_prices { qty value }
      media_gallery_entries { id uid media_type label position disabled types file content { base64_encoded_data } video_content { video_url } }
      media_gallery { url label position disabled }
      custom_attributesV2 { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } errors { type message } }
      categories { uid name breadcrumbs { category_uid category_name } }
      description { html } short_description { html }
      stock_status rating_summary review_count reviews { items { summary } }
      related_products { sku } upsell_products { sku } crosssell_products { sku }
      ... on CustomizableProductInterface { options { uid title required } }
      ... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } variants { product { sku } attributes { code value_index } } }
    }
  }
}`

describe('a generic client on the embedded backend', () => {
  it('browses, buys as a guest, finds the order, and manages an account without GraphQL errors', async () => {
    // Store, reCAPTCHA and terms, as a client asks them on start-up.
    const store = await ok(`{ storeConfig { store_code root_category_uid order_cancellation_enabled }
      recaptchaV3Config { is_enabled website_key forms } checkoutAgreements { agreement_id }
      countries { id } country(id: "US") { available_regions { id code } } }`)
    const rootUid = text(at(store, 'storeConfig.root_category_uid'))
    expect(at(store, 'recaptchaV3Config.is_enabled')).toBe(false)
    const texas = list(at(store, 'country.available_regions')).find((region) => at(region, 'code') === 'TX')
    expect(at(texas, 'id')).toBe(12)

    // Navigation from the root category, also when the root is asked for by its own uid.
    const nav = await ok(
      `query Nav($root: String!) {
        categories(filters: { category_uid: { in: [$root] } }) { total_count items { uid name children { uid name url_path children_count children { uid name } } } }
        categoryList(filters: { category_uid: { eq: $root } }) { uid children { uid } }
        category { uid }
      }`,
      { root: rootUid },
    )
    expect(at(nav, 'categories.items.0.uid')).toBe(rootUid)
    expect(at(nav, 'categoryList.0.uid')).toBe(rootUid)
    expect(at(nav, 'category.uid')).toBe(rootUid)
    const topUid = text(at(nav, 'categories.items.0.children.0.uid'))

    // A listing with filters, sort and aggregations.
    const listing = await ok(
      `query Listing($uid: String!) {
        products(filter: { category_uid: { eq: $uid }, price: { from: "1", to: "1000" } }, sort: { price: ASC }, pageSize: 12) {
          total_count aggregations { attribute_code count options { label value count } }
          sort_fields { default options { label value } } page_info { total_pages }
          items { uid sku name url_key price { minimalPrice { amount { value } } } small_image { url } }
        }
      }`,
      { uid: topUid },
    )
    expect(Number(at(listing, 'products.total_count'))).toBeGreaterThan(0)

    // A product page asking the deprecated fields.
    const urlKey = text(at(listing, 'products.items.0.url_key'))
    const page = await ok(PRODUCT_PAGE, { urlKey })
    expect(at(page, 'products.items.0.price.minimalPrice.amount.value')).toEqual(
      at(page, 'products.items.0.price_range.minimum_price.final_price.value'),
    )
    expect(list(at(page, 'products.items.0.media_gallery_entries')).length).toBeGreaterThan(0)
    expect(at(page, 'products.items.0.price_tiers')).toEqual([])

    // One product of each type, in stock with room to spare, found as a client finds them.
    const catalog = list(at(await ok(CATALOG), 'products.items'))
    const plenty = (item: unknown) =>
      at(item, 'stock_status') === 'IN_STOCK' && at(item, 'only_x_left_in_stock') === null
    const ofType = (typename: string) => {
      const found = catalog.find((item) => at(item, '__typename') === typename && plenty(item))
      if (!found) throw new Error(`no ${typename} in stock`)
      return found
    }
    const simple = ofType('SimpleProduct')
    const virtual = ofType('VirtualProduct')
    const configurable = catalog.find(
      (item) =>
        at(item, '__typename') === 'ConfigurableProduct' &&
        at(item, 'is_training') === false &&
        list(at(item, 'variants')).some((variant) => plenty(at(variant, 'product'))),
    )
    const variant = list(at(configurable, 'variants')).find((v) => plenty(at(v, 'product')))
    const bundle = ofType('BundleProduct')
    const downloadable = ofType('DownloadableProduct')

    // Guest cart filled with the classic per-type mutations.
    const cartId = text(at(await ok('mutation { createEmptyCart }'), 'createEmptyCart'))
    const data = (sku: unknown) => ({ data: { sku: text(sku), quantity: 1 } })
    await ok(
      'mutation ($cartId: String!, $items: [SimpleProductCartItemInput]!) { addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { total_quantity } } }',
      { cartId, items: [data(at(simple, 'sku'))] },
    )
    await ok(
      'mutation ($cartId: String!, $items: [VirtualProductCartItemInput]!) { addVirtualProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { total_quantity } } }',
      { cartId, items: [data(at(virtual, 'sku'))] },
    )
    await ok(
      'mutation ($cartId: String!, $items: [ConfigurableProductCartItemInput]!) { addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { items { ... on ConfigurableCartItem { configurable_options { value_label } } } } } }',
      { cartId, items: [{ parent_sku: text(at(configurable, 'sku')), ...data(at(variant, 'product.sku')) }] },
    )
    const bundleOptions = list(at(bundle, 'items')).map((option) => {
      const choice = list(at(option, 'options')).find(
        (selection) => at(selection, 'product.stock_status') === 'IN_STOCK',
      )
      return { id: at(option, 'option_id'), quantity: at(choice, 'quantity'), value: [text(at(choice, 'id'))] }
    })
    await ok(
      'mutation ($cartId: String!, $items: [BundleProductCartItemInput]!) { addBundleProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { total_quantity } } }',
      { cartId, items: [{ ...data(at(bundle, 'sku')), bundle_options: bundleOptions }] },
    )
    const linkId = at(downloadable, 'downloadable_product_links.0.id')
    const filled = await ok(
      'mutation ($cartId: String!, $items: [DownloadableProductCartItemInput]!) { addDownloadableProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { total_quantity items { __typename uid } } } }',
      { cartId, items: [{ ...data(at(downloadable, 'sku')), downloadable_product_links: [{ link_id: linkId }] }] },
    )
    expect(at(filled, 'addDownloadableProductsToCart.cart.total_quantity')).toBe(5)
    // Magento's default: no guest checkout with a downloadable product (its links belong in an account); the
    // guest takes it out again (the customer buys one further on).
    const refusedCheckout = await gql(
      `mutation ($cartId: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
      { cartId, address: { ...US_ADDRESS, region: 'TX' } },
    )
    expect(refusedCheckout.errors?.[0]?.message).toBe(
      'Guest checkout is not allowed. Register a customer account or login with existing one.',
    )
    const ebookLine = list(at(filled, 'addDownloadableProductsToCart.cart.items')).find(
      (item) => at(item, '__typename') === 'DownloadableCartItem',
    )
    await ok(
      'mutation ($cartId: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) { cart { total_quantity } } }',
      { cartId, uid: at(ebookLine, 'uid') },
    )

    // Guest checkout to an order, with estimates first; the cart address's "TX" resolves to Texas.
    const email = `journey-${crypto.randomUUID()}@example.com`
    await ok(
      'mutation ($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { email } } }',
      {
        cartId,
        email,
      },
    )
    const estimate = await ok(
      `mutation ($cartId: String!) {
        estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: US, postcode: "73301", region: { region_code: "TX" } } }) { carrier_code method_code amount { value } }
        estimateTotals(input: { cart_id: $cartId, address: { country_code: US, region: { region_code: "TX" } }, shipping_method: { carrier_code: "flatrate", method_code: "flatrate" } }) {
          cart { prices { grand_total { value } } shipping_addresses { region { code region_id } selected_shipping_method { carrier_code } } }
        }
      }`,
      { cartId },
    )
    expect(list(at(estimate, 'estimateShippingMethods')).length).toBeGreaterThan(0)
    expect(at(estimate, 'estimateTotals.cart.shipping_addresses.0.region.region_id')).toBe(12)
    const addressed = await ok(
      `mutation ($cartId: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
          cart { shipping_addresses { region { code label region_id } available_shipping_methods { carrier_code } } }
        }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { billing_address { postcode } } }
        setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { prices { grand_total { value } } } }
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { selected_payment_method { code } } }
      }`,
      { cartId, address: { ...US_ADDRESS, region: 'TX' } },
    )
    expect(at(addressed, 'setShippingAddressesOnCart.cart.shipping_addresses.0.region')).toEqual({
      code: 'TX',
      label: 'Texas',
      region_id: 12,
    })
    const placed = await ok(
      'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } orderV2 { number token status email total { grand_total { value } } items { product_sku } } errors { code message } } }',
      { cartId },
    )
    expect(at(placed, 'placeOrder.errors')).toEqual([])
    const number = text(at(placed, 'placeOrder.orderV2.number'))
    expect(at(placed, 'placeOrder.order.order_number')).toBe(number)

    // The guest finds the order by number, e-mail and postcode, and by its token.
    const found = await ok(
      `query ($number: String!, $email: String!, $token: String!) {
        guestOrder(input: { number: $number, email: $email, postcode: "73301" }) { number status items { product_sku } billing_address { region region_id } credit_memos { id } }
        guestOrderByToken(input: { token: $token }) { number }
      }`,
      { number, email, token: text(at(placed, 'placeOrder.orderV2.token')) },
    )
    expect(at(found, 'guestOrder.number')).toBe(number)
    expect(at(found, 'guestOrder.billing_address.region_id')).toBe('12')
    expect(at(found, 'guestOrderByToken.number')).toBe(number)

    // Sign-in, account update with updateCustomer, the newsletter.
    const customerEmail = `journey-${crypto.randomUUID()}@example.com`
    await ok(
      'mutation ($email: String!) { createCustomerV2(input: { email: $email, password: "Password123!", firstname: "Grace", lastname: "Hopper" }) { customer { email } } }',
      { email: customerEmail },
    )
    const token = text(
      at(
        await ok(
          'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
          { email: customerEmail },
        ),
        'generateCustomerToken.token',
      ),
    )
    const auth = { Authorization: `Bearer ${token}` }
    const updated = await ok(
      'mutation { updateCustomer(input: { firstname: "Amazing Grace", is_subscribed: true }) { customer { firstname is_subscribed } } }',
      {},
      auth,
    )
    expect(at(updated, 'updateCustomer.customer')).toEqual({ firstname: 'Amazing Grace', is_subscribed: true })
    await ok('mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }', {
      email: `news-${crypto.randomUUID()}@example.com`,
    })

    // Addresses with a US region code.
    const address = await ok(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id region { region region_code region_id } default_shipping } }',
      { input: { ...US_ADDRESS, region: { region_code: 'TX' }, default_shipping: true, default_billing: true } },
      auth,
    )
    expect(at(address, 'createCustomerAddress.region')).toEqual({ region: 'Texas', region_code: 'TX', region_id: 12 })
    const addressId = Number(at(address, 'createCustomerAddress.id'))

    // A customer order, then the order history, reorder and cancellation.
    const customerCartId = text(at(await ok('{ customerCart { id } }', {}, auth), 'customerCart.id'))
    await ok(
      'mutation ($cartId: String!, $sku: String!, $download: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }, { sku: $download, quantity: 1 }]) { user_errors { message } } }',
      { cartId: customerCartId, sku: text(at(simple, 'sku')), download: text(at(downloadable, 'sku')) },
      auth,
    )
    await ok(
      `mutation ($cartId: String!, $addressId: Int!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { customer_address_id: $addressId } }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }
      }`,
      { cartId: customerCartId, addressId },
      auth,
    )
    const customerOrder = await ok(
      'mutation ($cartId: String!) { setPaymentMethodAndPlaceOrder(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { orderV2 { id number } errors { message } } }',
      { cartId: customerCartId },
      auth,
    )
    const customerNumber = text(at(customerOrder, 'setPaymentMethodAndPlaceOrder.orderV2.number'))
    const history = await ok(
      '{ customer { orders(filter: { number: { eq: "' +
        customerNumber +
        '" } }) { total_count items { number status credit_memos { id } invoices { id } comments { message } } } } }',
      {},
      auth,
    )
    expect(at(history, 'customer.orders.items.0.status')).toBe('Pending')
    const reordered = await ok(
      'mutation ($number: String!) { reorderItems(orderNumber: $number) { cart { total_quantity } userInputErrors { code message } } }',
      { number: customerNumber },
      auth,
    )
    expect(at(reordered, 'reorderItems.userInputErrors')).toEqual([])
    const orderId = atob(text(at(customerOrder, 'setPaymentMethodAndPlaceOrder.orderV2.id')))
    const cancelled = await ok(
      'mutation ($id: ID!) { cancelOrder(input: { order_id: $id, reason: "The order was placed by mistake" }) { error order { status comments { message } } } }',
      { id: orderId },
      auth,
    )
    expect(at(cancelled, 'cancelOrder')).toEqual({
      error: null,
      order: { status: 'Canceled', comments: [{ message: 'The order was placed by mistake' }] },
    })

    // Wishlist and a compare list (started as a guest, then assigned).
    await ok(
      'mutation ($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_count } user_errors { code } } }',
      { sku: text(at(simple, 'sku')) },
      auth,
    )
    const compare = await ok(
      'mutation ($ids: [ID]) { createCompareList(input: { products: $ids }) { uid item_count } }',
      { ids: [String(at(simple, 'id'))] },
    )
    const compareUid = text(at(compare, 'createCompareList.uid'))
    await ok(
      'mutation ($uid: ID!, $ids: [ID]!) { addProductsToCompareList(input: { uid: $uid, products: $ids }) { item_count attributes { code label } items { uid product { sku } attributes { code value } } } }',
      { uid: compareUid, ids: [String(at(virtual, 'id'))] },
    )
    const assigned = await ok(
      'mutation ($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { item_count } } }',
      { uid: compareUid },
      auth,
    )
    expect(at(assigned, 'assignCompareListToCustomer')).toEqual({ result: true, compare_list: { item_count: 2 } })
    const account = await ok(
      `{ customer { firstname wishlists { items_count } compare_list { item_count }
        addresses { region { region_code region_id } } orders { total_count } }
        customerDownloadableProducts { items { order_increment_id status download_url } }
        customerPaymentTokens { items { public_hash } } }`,
      {},
      auth,
    )
    expect(at(account, 'customer.compare_list.item_count')).toBe(2)
    expect(at(account, 'customer.wishlists.0.items_count')).toBe(1)
    expect(at(account, 'customer.orders.total_count')).toBe(1)
    // The downloadable link bought with the order is listed; the order's cancellation expired it.
    const downloads = list(at(account, 'customerDownloadableProducts.items'))
    expect(downloads.map((item) => [at(item, 'order_increment_id'), at(item, 'status')])).toEqual([
      [customerNumber, 'expired'],
    ])
    expect(text(at(downloads[0], 'download_url'))).toMatch(/\/downloadable\/download\/link\/id\/\w+\/$/)
  }, 60_000)

  it('reports every root field of Magento 2.4.7 by introspection', async () => {
    const body = await ok(
      '{ __schema { types { name } queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } } }',
    )
    const types = list(at(body, '__schema.types')).filter((type) => !text(at(type, 'name')).startsWith('__'))
    // The reference's 460 types, plus any type the shop's extension adds.
    expect(types.length).toBeGreaterThanOrEqual(460)
    expect(list(at(body, '__schema.queryType.fields')).length).toBe(38)
    expect(list(at(body, '__schema.mutationType.fields')).length).toBe(65)
  })
})
