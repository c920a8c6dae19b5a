import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { emptyCart } from '~/lib/cart'
import {
  CHECKOUT_MESSAGES,
  type CheckoutCartState,
  type CountryOption,
  DEFAULT_SYNC_PATH,
  addressFormValues,
  availableShippingMethods,
  checkoutProgress,
  checkoutStartStep,
  externalCheckoutUrl,
  firstIncompleteStep,
  fromStreetLines,
  guardStep,
  initialAddressChoice,
  nextStep,
  NEW_ADDRESS_CHOICE,
  sameAddress,
  savedAddressOption,
  selectedShippingMethodKey,
  shippingMethodKey,
  toCountryOptions,
  toStreetLines,
  totalChangedSince,
} from '~/lib/checkout'
import {
  EmailStepSchema,
  OrderNumberSchema,
  PaymentStepSchema,
  createAddressSchema,
  createBillingSchema,
  createShippingSchema,
  parseShippingMethodKey,
} from '~/lib/checkout.schema'
import { MESSAGES } from '~/lib/validation'

const COUNTRIES: CountryOption[] = [
  { id: 'NL', name: 'Netherlands', regions: [] },
  { id: 'US', name: 'United States', regions: [{ id: 12, code: 'TX', name: 'Texas' }] },
]

const method = (carrier: string, code: string, available = true) => ({
  carrier_code: carrier,
  carrier_title: 'Flat Rate',
  method_code: code,
  method_title: 'Fixed',
  available,
  error_message: null,
  amount: { value: 4.95, currency: 'EUR' as const },
  price_incl_tax: { value: 5.99, currency: 'EUR' as const },
})

type ShippingAddress = NonNullable<CheckoutCartState['shipping_addresses'][number]>

function shippingAddress(selected: boolean): ShippingAddress {
  return {
    uid: 'a',
    firstname: 'Ada',
    lastname: 'Lovelace',
    company: null,
    street: ['Main street', '12', 'Centrum', 'Back door'],
    city: 'Amsterdam',
    postcode: '1011 AA',
    telephone: '+31 20 1234567',
    vat_id: null,
    region: { code: null, label: null, region_id: null },
    country: { code: 'NL', label: 'NL' },
    selected_shipping_method: selected
      ? {
          carrier_code: 'flatrate',
          carrier_title: 'Flat Rate',
          method_code: 'flatrate',
          method_title: 'Fixed',
          amount: { value: 4.95, currency: 'EUR' },
        }
      : null,
    available_shipping_methods: [method('flatrate', 'flatrate'), method('ups', 'ground', false)],
  }
}

function cart(overrides: Partial<CheckoutCartState> = {}): CheckoutCartState {
  return { ...emptyCart('c1'), ...overrides }
}

const ADDRESS_FORM = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: 'Main street',
  apartment: '12',
  postcode: '1011 AA',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '+31 20 1234567',
}

/** The field errors a submission would send back to the form. */
function errorsOf(submission: { reply: () => { error?: Record<string, unknown> | null } }) {
  return submission.reply().error
}

function formData(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

describe('street list (spec §3)', () => {
  it('sends the street line, then apartment, neighbourhood and extra when present', () => {
    expect(
      toStreetLines({ street: 'Main street', apartment: '12', neighborhood: 'Centrum', extra: 'Back door' }),
    ).toEqual(['Main street', '12', 'Centrum', 'Back door'])
    expect(toStreetLines({ street: ' Main street ', apartment: '12' })).toEqual(['Main street', '12'])
    expect(toStreetLines({ street: 'Main street', apartment: '12', neighborhood: '  ', extra: '' })).toEqual([
      'Main street',
      '12',
    ])
  })

  it('keeps an empty middle line, so each line keeps its position', () => {
    expect(toStreetLines({ street: 'Main street', apartment: '12', neighborhood: '', extra: 'Back door' })).toEqual([
      'Main street',
      '12',
      '',
      'Back door',
    ])
    expect(toStreetLines({ street: 'Main street', apartment: '', neighborhood: '  ', extra: 'Back door' })).toEqual([
      'Main street',
      '',
      '',
      'Back door',
    ])
  })

  it.each([
    { street: 'Main street', apartment: '12', neighborhood: '', extra: 'Back door' },
    { street: 'Main street', apartment: '12', neighborhood: 'Centrum', extra: '' },
    { street: 'Main street', apartment: '', neighborhood: 'Centrum', extra: '' },
    { street: 'Main street', apartment: '', neighborhood: '', extra: 'Back door' },
    { street: 'Main street', apartment: '12', neighborhood: '', extra: '' },
  ])('round-trips $apartment / $neighborhood / $extra to the same fields', (fields) => {
    expect(fromStreetLines(toStreetLines(fields))).toEqual(fields)
  })

  it('reads extra information without a neighbourhood back as extra, not as the neighbourhood', () => {
    expect(fromStreetLines(['Main street', '12', '', 'Back door'])).toEqual({
      street: 'Main street',
      apartment: '12',
      neighborhood: '',
      extra: 'Back door',
    })
  })

  it('reads the list back by positions 1 to 4', () => {
    expect(fromStreetLines(['Main street', '12', 'Centrum', 'Back door'])).toEqual({
      street: 'Main street',
      apartment: '12',
      neighborhood: 'Centrum',
      extra: 'Back door',
    })
    expect(fromStreetLines(['Main street'])).toEqual({
      street: 'Main street',
      apartment: '',
      neighborhood: '',
      extra: '',
    })
    expect(fromStreetLines(null)).toEqual({ street: '', apartment: '', neighborhood: '', extra: '' })
    expect(fromStreetLines(['Main street', null, '5'])).toMatchObject({ apartment: '', neighborhood: '5' })
  })

  it('round-trips a full address', () => {
    const fields = { street: 'Main street', apartment: '12', neighborhood: 'Centrum', extra: 'Back door' }
    expect(fromStreetLines(toStreetLines(fields))).toEqual(fields)
  })

  it('fills the address form from a cart address', () => {
    expect(addressFormValues(shippingAddress(false))).toMatchObject({
      street: 'Main street',
      apartment: '12',
      neighborhood: 'Centrum',
      extra: 'Back door',
      country: 'NL',
      region: '',
    })
    expect(addressFormValues(null)).toEqual({})
  })
})

describe('checkout steps and the enforced guard', () => {
  it('counts the email step done with an email on the cart or a signed-in customer', () => {
    expect(checkoutProgress(cart(), false)['user-account']).toBe('incomplete')
    expect(checkoutProgress(cart({ email: 'a@example.com' }), false)['user-account']).toBe('complete')
    expect(checkoutProgress(cart(), true)['user-account']).toBe('complete')
  })

  it('needs a shipping address with a selected method, and skips shipping for a virtual cart', () => {
    expect(checkoutProgress(cart({ shipping_addresses: [shippingAddress(false)] }), false).shipping).toBe('incomplete')
    expect(checkoutProgress(cart({ shipping_addresses: [shippingAddress(true)] }), false).shipping).toBe('complete')
    expect(checkoutProgress(cart({ is_virtual: true }), false).shipping).toBe('skipped')
  })

  it('needs a billing address and a selected payment method (the backend answers an empty code for none)', () => {
    const billing = shippingAddress(false)
    expect(checkoutProgress(cart({ billing_address: billing }), false).billing).toBe('complete')
    expect(checkoutProgress(cart({ selected_payment_method: { code: '', title: '' } }), false).payment).toBe(
      'incomplete',
    )
    expect(
      checkoutProgress(cart({ selected_payment_method: { code: 'checkmo', title: 'Check' } }), false).payment,
    ).toBe('complete')
  })

  it('finds the first incomplete step and where /checkout starts', () => {
    const fresh = checkoutProgress(cart(), false)
    expect(firstIncompleteStep(fresh)).toBe('user-account')
    const withShipping = checkoutProgress(
      cart({ email: 'a@example.com', shipping_addresses: [shippingAddress(true)] }),
      false,
    )
    expect(firstIncompleteStep(withShipping)).toBe('billing')
    const done = { 'user-account': 'complete', shipping: 'complete', billing: 'complete', payment: 'complete' } as const
    expect(firstIncompleteStep(done)).toBeUndefined()
    expect(checkoutStartStep(done)).toBe('payment')
  })

  it('sends a step with incomplete earlier steps to the first incomplete one', () => {
    const noEmail = checkoutProgress(cart(), false)
    expect(guardStep(noEmail, 'payment')).toBe('user-account')
    expect(guardStep(noEmail, 'user-account')).toBeUndefined()
    const emailOnly = checkoutProgress(cart({ email: 'a@example.com' }), false)
    expect(guardStep(emailOnly, 'shipping')).toBeUndefined()
    expect(guardStep(emailOnly, 'billing')).toBe('shipping')
    expect(guardStep(emailOnly, 'payment')).toBe('shipping')
  })

  it('lets a virtual cart go from email to billing, and sends its shipping step on', () => {
    const virtual = checkoutProgress(cart({ email: 'a@example.com', is_virtual: true }), false)
    expect(guardStep(virtual, 'billing')).toBeUndefined()
    expect(guardStep(virtual, 'shipping')).toBe('billing')
    expect(guardStep(virtual, 'payment')).toBe('billing')
    expect(nextStep(virtual, 'user-account')).toBe('billing')
    expect(nextStep(checkoutProgress(cart(), false), 'user-account')).toBe('shipping')
  })
})

describe('address schema', () => {
  const schema = createAddressSchema(COUNTRIES)

  it('accepts a complete address and leaves neighbourhood and extra optional', () => {
    const result = parseWithZod(formData(ADDRESS_FORM), { schema })
    expect(result.status).toBe('success')
    if (result.status === 'success')
      expect(result.value).toMatchObject({ countryCode: 'NL', region: undefined, neighborhood: undefined })
  })

  it('gives the spec texts for missing fields', () => {
    const result = parseWithZod(formData({ ...ADDRESS_FORM, firstname: '', apartment: '', city: 'A' }), { schema })
    expect(errorsOf(result)).toMatchObject({
      firstname: [MESSAGES.required],
      apartment: [MESSAGES.required],
      city: [MESSAGES.min2],
    })
  })

  it('says "Please select a country first" for a region without a country', () => {
    const result = parseWithZod(formData({ ...ADDRESS_FORM, country: '', region: '12' }), { schema })
    expect(errorsOf(result)).toMatchObject({ country: [MESSAGES.required], region: [MESSAGES.selectCountry] })
  })

  it('needs a region of the country when it has regions, and ignores one when it has none', () => {
    expect(errorsOf(parseWithZod(formData({ ...ADDRESS_FORM, country: 'US' }), { schema }))).toMatchObject({
      region: [MESSAGES.required],
    })
    expect(
      errorsOf(parseWithZod(formData({ ...ADDRESS_FORM, country: 'US', region: '99' }), { schema })),
    ).toMatchObject({
      region: [CHECKOUT_MESSAGES.invalidRegion],
    })
    const texas = parseWithZod(formData({ ...ADDRESS_FORM, country: 'US', region: '12' }), { schema })
    expect(texas.status === 'success' && texas.value.region).toEqual({ id: 12, name: 'Texas', code: 'TX' })
    const dutch = parseWithZod(formData({ ...ADDRESS_FORM, region: '12' }), { schema })
    expect(dutch.status === 'success' && dutch.value.region).toBeUndefined()
  })

  it('refuses a country outside the list, oversized fields and a made-up phone number', () => {
    const result = parseWithZod(
      formData({ ...ADDRESS_FORM, country: 'XX', street: 'x'.repeat(5000), telephone: 'call me' }),
      { schema },
    )
    expect(errorsOf(result)).toMatchObject({
      street: [expect.stringMatching(/at most 120/)],
      telephone: [CHECKOUT_MESSAGES.invalidPhone],
    })
    expect(errorsOf(parseWithZod(formData({ ...ADDRESS_FORM, country: 'XX' }), { schema }))).toMatchObject({
      country: [CHECKOUT_MESSAGES.invalidCountry],
    })
  })

  it('takes a zip code and a phone as pasted: Unicode spaces and dashes become plain ones, "(+31)" is a phone', () => {
    const pasted = { ...ADDRESS_FORM, postcode: '1012\u00a0LG', telephone: '(+31) 6\u2013123\u202f45678' }
    const result = parseWithZod(formData(pasted), { schema })
    expect(result.status).toBe('success')
    if (result.status === 'success')
      expect(result.value).toMatchObject({ postcode: '1012 LG', telephone: '(+31) 6-123 45678' })
    // Still refused: words, and a plus in the middle of letters.
    expect(errorsOf(parseWithZod(formData({ ...ADDRESS_FORM, telephone: '06 call me' }), { schema }))).toMatchObject({
      telephone: [CHECKOUT_MESSAGES.invalidPhone],
    })
  })

  it('refuses control characters and a zip code of other than letters, numbers, spaces and hyphens', () => {
    const result = parseWithZod(
      formData({
        ...ADDRESS_FORM,
        street: 'Line1\r\nLine2',
        city: 'Ams\u0000terdam',
        neighborhood: 'x\u0001',
        postcode: '🏠🏠',
      }),
      { schema },
    )
    expect(errorsOf(result)).toMatchObject({
      street: [MESSAGES.printable],
      city: [MESSAGES.printable],
      neighborhood: [MESSAGES.printable],
      postcode: [CHECKOUT_MESSAGES.invalidPostcode],
    })
    expect(errorsOf(parseWithZod(formData({ ...ADDRESS_FORM, postcode: '\u0000' }), { schema }))).toMatchObject({
      postcode: [MESSAGES.required],
    })
    for (const postcode of ['1017 GC', 'SW1A 1AA', '75001', '1010-001', 'D02 X285']) {
      expect(parseWithZod(formData({ ...ADDRESS_FORM, postcode }), { schema }).status, postcode).toBe('success')
    }
  })

  it('keeps script in a field as plain text (React shows it as text)', () => {
    const result = parseWithZod(formData({ ...ADDRESS_FORM, street: '<script>alert(1)</script>' }), { schema })
    expect(result.status === 'success' && result.value.street).toBe('<script>alert(1)</script>')
  })
})

describe('shipping and billing step schemas', () => {
  it('saves the address only, or needs a shipping method to continue', () => {
    const schema = createShippingSchema(COUNTRIES)
    const onlyAddress = parseWithZod(formData({ ...ADDRESS_FORM, intent: 'address' }), { schema })
    expect(onlyAddress.status === 'success' && onlyAddress.value.intent).toBe('address')
    const noMethod = parseWithZod(formData(ADDRESS_FORM), { schema })
    expect(errorsOf(noMethod)).toMatchObject({ shippingMethod: [CHECKOUT_MESSAGES.chooseShippingMethod] })
    const both = parseWithZod(formData({ ...ADDRESS_FORM, firstname: '', shippingMethod: '' }), { schema })
    expect(errorsOf(both)).toMatchObject({
      firstname: [MESSAGES.required],
      shippingMethod: [CHECKOUT_MESSAGES.chooseShippingMethod],
    })
    const chosen = parseWithZod(formData({ ...ADDRESS_FORM, shippingMethod: 'flatrate|flatrate' }), { schema })
    expect(chosen.status === 'success' && chosen.value).toMatchObject({
      intent: 'continue',
      address: { kind: 'new' },
      shippingMethod: 'flatrate|flatrate',
    })
  })

  it('reports the field messages and the country messages together', () => {
    const schema = createShippingSchema(COUNTRIES)
    const result = parseWithZod(
      formData({ ...ADDRESS_FORM, firstname: 'x'.repeat(300), country: '', region: '12', intent: 'address' }),
      { schema },
    )
    expect(errorsOf(result)).toMatchObject({
      firstname: ['The field should have at most 100 characters'],
      country: [MESSAGES.required],
      region: [MESSAGES.selectCountry],
    })
  })

  it("says a field far past any address's length is too long in the shop's words", () => {
    const result = parseWithZod(formData({ ...ADDRESS_FORM, firstname: 'x'.repeat(5000), intent: 'address' }), {
      schema: createShippingSchema(COUNTRIES),
    })
    expect(errorsOf(result)).toMatchObject({ firstname: ['This field is far too long. Please shorten it.'] })
  })

  it('uses a saved address by id without the address fields', () => {
    const schema = createShippingSchema(COUNTRIES)
    const saved = parseWithZod(formData({ savedAddressId: '7', shippingMethod: 'flatrate|flatrate' }), { schema })
    expect(saved.status === 'success' && saved.value.address).toEqual({ kind: 'saved', id: 7 })
    expect(
      parseWithZod(formData({ savedAddressId: '7; drop', shippingMethod: 'flatrate|flatrate' }), { schema }).status,
    ).toBe('error')
  })

  it('reads "a new address" as the address typed below, as the empty value older pages send', () => {
    const schema = createShippingSchema(COUNTRIES)
    for (const savedAddressId of [NEW_ADDRESS_CHOICE, '']) {
      const typed = parseWithZod(formData({ ...ADDRESS_FORM, savedAddressId, shippingMethod: 'flatrate|flatrate' }), {
        schema,
      })
      expect(typed.status === 'success' && typed.value.address).toMatchObject({
        kind: 'new',
        address: { city: 'Amsterdam' },
      })
    }
  })

  it('starts the saved-address choice where the cart is: its saved address, "new" for a typed one, else the default', () => {
    const book = [
      {
        id: 4,
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['Coolsingel 40'],
        postcode: '3011 AD',
        city: 'Rotterdam',
      },
      {
        id: 9,
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['Main street', '12'],
        postcode: '1011 AA',
        city: 'Amsterdam',
      },
    ].map((entry) =>
      savedAddressOption(
        { ...entry, country_code: 'NL', default_shipping: entry.id === 4, default_billing: false },
        'shipping',
      ),
    )
    const options = book.flatMap((option) => option ?? [])
    const inCart = (street: string[], city: string) => ({
      firstname: 'ada',
      lastname: 'Lovelace ',
      street,
      postcode: '1011  AA',
      city,
      country: { code: 'NL' },
    })
    expect(initialAddressChoice(undefined, options)).toBe('4')
    expect(initialAddressChoice(inCart(['Main street', '12'], 'Amsterdam'), options)).toBe('9')
    expect(initialAddressChoice(inCart(['Kalverstraat 40'], 'Brussel'), options)).toBe(NEW_ADDRESS_CHOICE)
    expect(initialAddressChoice(inCart(['Main street', '12'], 'Amsterdam'), [])).toBeUndefined()
  })

  it('billing: "same as shipping" needs no address, otherwise the address is checked', () => {
    const schema = createBillingSchema(COUNTRIES)
    const same = parseWithZod(formData({ sameAsShipping: 'on', firstname: '' }), { schema })
    expect(same.status === 'success' && same.value).toEqual({ kind: 'same' })
    expect(errorsOf(parseWithZod(formData({ firstname: '' }), { schema }))).toMatchObject({
      firstname: [MESSAGES.required],
    })
    const own = parseWithZod(formData(ADDRESS_FORM), { schema })
    expect(own.status === 'success' && own.value.kind).toBe('new')
  })

  it('validates email, payment method and the order number', () => {
    expect(errorsOf(parseWithZod(formData({ email: 'nope' }), { schema: EmailStepSchema }))).toMatchObject({
      email: [MESSAGES.email],
    })
    expect(errorsOf(parseWithZod(formData({}), { schema: PaymentStepSchema }))).toMatchObject({
      paymentMethod: [CHECKOUT_MESSAGES.choosePaymentMethod],
    })
    expect(parseWithZod(formData({ paymentMethod: 'checkmo' }), { schema: PaymentStepSchema }).status).toBe('success')
    expect(OrderNumberSchema.safeParse('000000012').success).toBe(true)
    expect(OrderNumberSchema.safeParse('<script>').success).toBe(false)
    expect(OrderNumberSchema.safeParse('1'.repeat(33)).success).toBe(false)
  })
})

describe('shipping methods', () => {
  it('offers only available methods and keys them as carrier|method', () => {
    const methods = availableShippingMethods({ shipping_addresses: [shippingAddress(false)] })
    expect(methods.map(shippingMethodKey)).toEqual(['flatrate|flatrate'])
    expect(availableShippingMethods({ shipping_addresses: [] })).toEqual([])
    expect(selectedShippingMethodKey({ shipping_addresses: [shippingAddress(true)] })).toBe('flatrate|flatrate')
    expect(selectedShippingMethodKey({ shipping_addresses: [shippingAddress(false)] })).toBeUndefined()
  })

  it('parses a method key and refuses anything else', () => {
    expect(parseShippingMethodKey('freeshipping|freeshipping')).toEqual({
      carrierCode: 'freeshipping',
      methodCode: 'freeshipping',
    })
    expect(parseShippingMethodKey('flatrate')).toBeUndefined()
    expect(parseShippingMethodKey('a|b|c')).toBeUndefined()
  })

  it('words the three shipping failures clearly', () => {
    expect(CHECKOUT_MESSAGES.noShippingMethods).toBe(
      'We do not ship to this country yet. Please choose another address.',
    )
    expect(CHECKOUT_MESSAGES.shippingMethodsFailed).toBe('Shipping methods could not be loaded. Please try again.')
    expect(CHECKOUT_MESSAGES.shippingMethodFailed).toBe('The shipping method could not be selected. Please try again.')
  })
})

describe('countries and saved addresses', () => {
  it('keeps countries with a valid id, their regions, sorted by name', () => {
    const options = toCountryOptions([
      {
        id: 'US',
        full_name_locale: 'United States',
        full_name_english: 'United States',
        available_regions: [{ id: 12, code: 'TX', name: 'Texas' }, null],
      },
      { id: null, full_name_locale: 'Nowhere', full_name_english: null, available_regions: null },
      { id: 'DE', full_name_locale: null, full_name_english: 'Germany', available_regions: null },
    ])
    expect(options).toEqual([
      { id: 'DE', name: 'Germany', regions: [] },
      { id: 'US', name: 'United States', regions: [{ id: 12, code: 'TX', name: 'Texas' }] },
    ])
  })

  it('shows a saved address on one line and marks the default', () => {
    const address = {
      id: 3,
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['Main street', '12'],
      postcode: '1011 AA',
      city: 'Amsterdam',
      country_code: 'NL',
      default_shipping: true,
      default_billing: false,
    }
    expect(savedAddressOption(address, 'shipping')).toEqual({
      id: 3,
      label: 'Ada Lovelace, Main street 12, 1011 AA Amsterdam, NL',
      isDefault: true,
      key: 'ada|lovelace|main street|12|1011 aa|amsterdam|nl',
    })
    expect(savedAddressOption(address, 'billing')?.isDefault).toBe(false)
    expect(savedAddressOption({ ...address, id: null }, 'shipping')).toBeUndefined()
  })
})

describe('external checkout', () => {
  it('sends the customer token and cart id to the configured sync path', () => {
    expect(
      externalCheckoutUrl(
        { url: 'https://checkout.example', syncPath: '/vue/cart/sync' },
        { token: 'tok123', cartId: 'abc' },
      ),
    ).toBe('https://checkout.example/vue/cart/sync?token=tok123&cart=abc')
    expect(
      externalCheckoutUrl({ url: 'https://checkout.example/shop/', syncPath: '' }, { token: undefined, cartId: 'abc' }),
    ).toBe(`https://checkout.example/shop${DEFAULT_SYNC_PATH}?token=&cart=abc`)
  })

  it('is off without a URL and refuses anything but http(s) or a path leaving the site', () => {
    expect(externalCheckoutUrl({ url: '', syncPath: undefined }, { token: undefined, cartId: 'abc' })).toBeUndefined()
    expect(
      externalCheckoutUrl({ url: 'javascript:alert(1)', syncPath: undefined }, { token: undefined, cartId: 'abc' }),
    ).toBeUndefined()
    expect(
      externalCheckoutUrl({ url: 'not a url', syncPath: undefined }, { token: undefined, cartId: 'abc' }),
    ).toBeUndefined()
    expect(
      externalCheckoutUrl(
        { url: 'https://checkout.example', syncPath: '//evil.example/x' },
        { token: undefined, cartId: 'abc' },
      ),
    ).toBe('https://checkout.example/vue/cart/sync?token=&cart=abc')
  })

  it('encodes the token and cart id', () => {
    const url = new URL(
      externalCheckoutUrl({ url: 'http://localhost:9000', syncPath: '/sync' }, { token: 'a+b/c=', cartId: 'x&y' }) ??
        '',
    )
    expect(url.searchParams.get('token')).toBe('a+b/c=')
    expect(url.searchParams.get('cart')).toBe('x&y')
  })
})

describe('sameAddress: is the billing address the shipping one?', () => {
  const shipping = {
    firstname: 'Anna',
    lastname: 'Jansen',
    company: null,
    street: ['Damrak 1', ''],
    city: 'Amsterdam',
    postcode: '1012 LG',
    telephone: '+31200000000',
    vat_id: null,
    region: null,
    country: { code: 'NL' },
  }

  it('is when every part reads the same, whatever the case and spacing', () => {
    expect(sameAddress({ ...shipping, city: ' amsterdam ', street: ['Damrak 1'] }, shipping)).toBe(true)
  })

  it('is not when any part the shopper wrote differs, however small', () => {
    const changes = [
      { lastname: 'Peeters' },
      { city: 'Antwerpen' },
      { country: { code: 'BE' } },
      { company: 'Salon Anna' },
      { telephone: '+32300000000' },
      { vat_id: 'NL123456789B01' },
      { region: { code: 'NH' } },
      { street: ['Damrak 1', 'Floor 2'] },
    ]
    for (const change of changes)
      expect(sameAddress({ ...shipping, ...change }, shipping), JSON.stringify(change)).toBe(false)
    expect(sameAddress(shipping, null)).toBe(false)
  })
})

describe('totalChangedSince: the order is placed at the total the shopper reviewed', () => {
  it('compares to the cent and ignores an unknown total', () => {
    expect(totalChangedSince(87, 87)).toBe(false)
    expect(totalChangedSince(87, 87.004)).toBe(false)
    expect(totalChangedSince(87, 87.01)).toBe(true)
    expect(totalChangedSince(87, 411.04)).toBe(true)
    expect(totalChangedSince(87, null)).toBe(false)
  })
})
