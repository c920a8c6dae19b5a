// Features of Magento Open Source that need an outside service or are switched off in a stock install. This shop has
// none of those services configured, so each answers exactly as a stock 2.4.7 store without that configuration:
// the payment integrations refuse with their own "not active/available" message, reCAPTCHA is off unless the
// worker has keys, terms and conditions, in-store pickup and saved cards are empty, "Email to a Friend" is off.
import { z } from 'zod'
import { loadCart } from '../cart/cart-row.ts'
import { requireCustomer } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, inputError, noSuchEntityError, NOT_AUTHORIZED } from '../graphql/errors.ts'
import { recaptchaConfigView } from '../graphql/recaptcha.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

const BRAINTREE_INACTIVE = 'The Braintree payment method is not active.'
const METHOD_UNAVAILABLE = 'The requested Payment Method is not available.'

const braintree = () => {
  throw inputError(BRAINTREE_INACTIVE)
}

// PayPal Express, Payflow and Payment Services check the cart first (so a foreign cart is refused as such), then the
// method's availability.
const CartRefSchema = z.object({ cart_id: z.string().nullish(), cartId: z.string().nullish() })
const PublicHashArgsSchema = z.object({ public_hash: z.string() })
const CustomerEmailInputSchema = z.object({ input: z.object({ customer_email: z.string() }) })

const paypalWithCart =
  (key: 'input' | 'args') => async (_source: unknown, args: Record<string, unknown>, ctx: Context) => {
    const parsed = CartRefSchema.safeParse(key === 'args' ? args : (args.input ?? {}))
    const id = parsed.success ? (parsed.data.cart_id ?? parsed.data.cartId ?? '') : ''
    if (!id.trim()) throw inputError('Required parameter "cart_id" is missing')
    await loadCart(ctx, id)
    throw inputError(METHOD_UNAVAILABLE)
  }

const paymentTokens = (ctx: Context) => {
  requireCustomer(ctx)
  return { items: [] }
}

export const unconfiguredResolvers: ResolverMap = {
  Query: {
    // Stores > Configuration > Security > Google reCAPTCHA Storefront: off without keys (graphql/recaptcha.ts).
    recaptchaV3Config: (_source: unknown, _args, ctx) => recaptchaConfigView(ctx.recaptcha),
    // "Enable Terms and Conditions" is No in a stock install, so Magento answers an empty list.
    checkoutAgreements: () => [],
    customerPaymentTokens: (_source: unknown, _args, ctx) => paymentTokens(ctx),
    // Inventory has no pickup sources here.
    pickupLocations: () => ({
      items: [],
      total_count: 0,
      page_info: { current_page: 1, page_size: 20, total_pages: 0 },
    }),
    getHostedProUrl: paypalWithCart('input'),
    getPayflowLinkToken: paypalWithCart('input'),
    getPaymentOrder: paypalWithCart('args'),
    // Payment Services is not onboarded: no payment configuration, no SDK parameters, no vault.
    getPaymentConfig: () => ({ apple_pay: null, google_pay: null, hosted_fields: null, smart_buttons: null }),
    getPaymentSDK: () => ({ sdkParams: [] }),
    getVaultConfig: () => ({ credit_card: null }),
  },
  Mutation: {
    createBraintreeClientToken: braintree,
    createBraintreePayPalClientToken: braintree,
    createBraintreePayPalVaultClientToken: braintree,
    createPaypalExpressToken: paypalWithCart('input'),
    createPayflowProToken: paypalWithCart('input'),
    handlePayflowProResponse: paypalWithCart('input'),
    createPaymentOrder: paypalWithCart('input'),
    syncPaymentOrder: paypalWithCart('input'),
    createVaultCardSetupToken: (_source: unknown, _args, ctx) => {
      requireCustomer(ctx)
      throw inputError(METHOD_UNAVAILABLE)
    },
    createVaultCardPaymentToken: (_source: unknown, _args, ctx) => {
      requireCustomer(ctx)
      throw inputError(METHOD_UNAVAILABLE)
    },
    deletePaymentToken: (_source: unknown, args, ctx) => {
      requireCustomer(ctx)
      const { public_hash: hash } = PublicHashArgsSchema.parse(args)
      // The vault is empty, so every hash is unknown.
      throw noSuchEntityError(`Could not find a token using public hash: ${hash}`)
    },
    // Login as Customer needs an admin token; storefront callers are never admins.
    generateCustomerTokenAsAdmin: (_source: unknown, args) => {
      const { input } = CustomerEmailInputSchema.parse(args)
      if (!input.customer_email.trim()) throw inputError('Specify the "customer email" value.')
      throw authorizationError(NOT_AUTHORIZED)
    },
    // Catalog > Email to a Friend is disabled in a stock install.
    sendEmailToFriend: () => {
      throw inputError('"Email to a Friend" is not enabled.')
    },
  },
}
