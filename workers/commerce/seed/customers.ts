// Demo customers (password 'Password123!'), with addresses, orders, a wishlist and a newsletter subscription for
// the loyal customer.
import { hashPassword } from '../auth/password.ts'
import { FLAT_RATE, TAX_RATE, round } from '../cart/totals.ts'
import type { SeededProduct } from './products.ts'
import { insertRows, type SqlValue } from './sql.ts'

export const DEMO_PASSWORD = 'Password123!'

// A fixed salt per account keeps the seed deterministic; real sign-ups get a random salt.
const saltFor = (email: string): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(16)
  for (let i = 0; i < email.length; i += 1) bytes[i % 16] = ((bytes[i % 16] ?? 0) * 31 + email.charCodeAt(i)) & 0xff
  return bytes
}

export async function customerStatements(products: SeededProduct[], visible: SeededProduct[]): Promise<string[]> {
  const accounts = [
    { id: 1, store: 1, email: 'customer@example.com', firstname: 'Jane', lastname: 'Doe', b2b: 0, gender: 2 },
    { id: 2, store: 4, email: 'b2b@example.com', firstname: 'Bart', lastname: 'Bakker', b2b: 1, gender: 1 },
    { id: 3, store: 4, email: 'loyal@example.com', firstname: 'Lotte', lastname: 'de Vries', b2b: 0, gender: 2 },
  ]
  const customerRows: SqlValue[][] = []
  for (const a of accounts) {
    customerRows.push([
      a.id,
      a.store,
      a.email,
      await hashPassword(DEMO_PASSWORD, saltFor(a.email)),
      a.firstname,
      a.lastname,
      '1990-04-12',
      a.gender,
      a.b2b ? 'NL123456789B01' : null,
      a.b2b,
      a.id === 3 ? 1 : null,
      a.id === 3 ? 2 : null,
    ])
  }
  const street = (...lines: string[]): string => JSON.stringify(lines)
  const addresses: SqlValue[][] = [
    [
      1,
      3,
      'Lotte',
      'de Vries',
      null,
      street('Prinsengracht', '263'),
      'Amsterdam',
      null,
      null,
      null,
      '1016 GV',
      'NL',
      '+31201234567',
      null,
    ],
    [
      2,
      3,
      'Lotte',
      'de Vries',
      'Salon Lotte',
      street('Oudegracht', '12', 'A'),
      'Utrecht',
      null,
      null,
      null,
      '3511 AP',
      'NL',
      '+31301234567',
      null,
    ],
    [
      3,
      2,
      'Bart',
      'Bakker',
      'Bakker Kappers BV',
      street('Coolsingel', '40'),
      'Rotterdam',
      null,
      null,
      null,
      '3011 AD',
      'NL',
      '+31101234567',
      'NL123456789B01',
    ],
  ]
  const address = JSON.stringify({
    firstname: 'Lotte',
    lastname: 'de Vries',
    street: ['Prinsengracht', '263'],
    city: 'Amsterdam',
    postcode: '1016 GV',
    country_code: 'NL',
    telephone: '+31201234567',
    region: null,
    region_code: null,
    region_id: null,
    company: null,
  })
  const orders: SqlValue[][] = []
  const orderItems: SqlValue[][] = []
  for (let n = 0; n < 3; n += 1) {
    const items = products.slice(n * 2, n * 2 + 2)
    const subtotal = items.reduce((sum, item) => sum + item.price, 0)
    // VAT on the goods and the shipping, as every order placed since (cart/totals.ts).
    const tax = round((subtotal + FLAT_RATE) * TAX_RATE)
    orders.push([
      n + 1,
      `00000000${n + 1}`,
      4,
      3,
      'loyal@example.com',
      ['complete', 'processing', 'pending'][n] ?? 'pending',
      subtotal,
      0,
      null,
      FLAT_RATE,
      tax,
      round(subtotal + FLAT_RATE + tax),
      null,
      'flatrate_flatrate',
      'Flat Rate - Fixed',
      'checkmo',
      address,
      address,
      `2024-0${n + 3}-15 12:00:00`,
      // Demo data: a fixed protect code per order keeps the seed deterministic.
      `seed${String(n + 1).padStart(28, '0')}`,
    ])
    for (const item of items)
      orderItems.push([null, n + 1, item.id, item.sku, item.name, item.typeId, 1, item.price, item.price, 0, '[]'])
  }
  const wishlistItems = visible
    .slice(0, 4)
    .map((product, index): SqlValue[] => [index + 1, 1, product.id, 1, null, '{}', '2024-05-01 09:00:00'])
  return [
    ...insertRows(
      'customer',
      [
        'customer_id',
        'store_id',
        'email',
        'password_hash',
        'firstname',
        'lastname',
        'date_of_birth',
        'gender',
        'taxvat',
        'is_b2b',
        'default_billing',
        'default_shipping',
      ],
      customerRows,
    ),
    ...insertRows(
      'customer_address',
      [
        'address_id',
        'customer_id',
        'firstname',
        'lastname',
        'company',
        'street_json',
        'city',
        'region',
        'region_code',
        'region_id',
        'postcode',
        'country_code',
        'telephone',
        'vat_id',
      ],
      addresses,
    ),
    'UPDATE customer SET default_billing = 3, default_shipping = 3 WHERE customer_id = 2;',
    ...insertRows(
      'sales_order',
      [
        'order_id',
        'increment_id',
        'store_id',
        'customer_id',
        'email',
        'status',
        'subtotal',
        'discount_amount',
        'discount_label',
        'shipping_amount',
        'tax_amount',
        'grand_total',
        'coupon_code',
        'shipping_method',
        'shipping_description',
        'payment_method',
        'shipping_address_json',
        'billing_address_json',
        'created_at',
        'protect_code',
      ],
      orders,
    ),
    ...insertRows(
      'sales_order_item',
      [
        'item_id',
        'order_id',
        'product_id',
        'sku',
        'name',
        'product_type',
        'qty',
        'price',
        'row_total',
        'discount_amount',
        'options_json',
      ],
      orderItems,
    ),
    ...insertRows(
      'wishlist',
      ['wishlist_id', 'customer_id', 'sharing_code', 'updated_at'],
      [[1, 3, 'loyalsharingcode0000000000000000', '2024-05-01 09:00:00']],
    ),
    ...insertRows(
      'wishlist_item',
      ['item_id', 'wishlist_id', 'product_id', 'qty', 'description', 'options_json', 'added_at'],
      wishlistItems,
    ),
    ...insertRows(
      'newsletter_subscriber',
      ['subscriber_id', 'email', 'store_id', 'customer_id', 'status'],
      [[1, 'loyal@example.com', 4, 3, 'SUBSCRIBED']],
    ),
  ]
}
