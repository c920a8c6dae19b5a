// Google reCAPTCHA v3 (invisible), as Magento's ReCaptchaWebapiGraphQl module applies it: when the store has keys,
// a mutation of a protected form must carry the token Google's script gave the shopper in the `X-ReCaptcha` header;
// the backend asks Google's siteverify whether it is genuine and scores at least the minimum. Without keys (the
// default here, as in a stock install) reCAPTCHA is off and recaptchaV3Config says so.
//
// Configured like Magento's Stores > Configuration > Security > Google reCAPTCHA Storefront, through the worker's
// variables: RECAPTCHA_WEBSITE_KEY and the secret RECAPTCHA_PRIVATE_KEY switch it on, RECAPTCHA_FORMS lists the
// protected forms (ReCaptchaFormEnum values, comma-separated), RECAPTCHA_MINIMUM_SCORE (0.5) the threshold and
// RECAPTCHA_VERIFY_URL the verification service (Google's siteverify).
import { type DocumentNode, GraphQLError, Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql'
import { z } from 'zod'
import { collectFields } from './selection.ts'

export const RECAPTCHA_FORMS = [
  'BRAINTREE',
  'CONTACT',
  'CUSTOMER_CREATE',
  'CUSTOMER_EDIT',
  'CUSTOMER_FORGOT_PASSWORD',
  'CUSTOMER_LOGIN',
  'NEWSLETTER',
  'PLACE_ORDER',
  'PRODUCT_REVIEW',
  'SENDFRIEND',
] as const
export type RecaptchaForm = (typeof RECAPTCHA_FORMS)[number]

/** The forms a store with keys protects when RECAPTCHA_FORMS is not set: signing in, creating an account, a new password. */
const DEFAULT_FORMS: readonly RecaptchaForm[] = ['CUSTOMER_LOGIN', 'CUSTOMER_CREATE', 'CUSTOMER_FORGOT_PASSWORD']

/** Magento's default texts (recaptcha_frontend/failure_messages). */
export const VALIDATION_FAILURE = 'reCAPTCHA verification failed.'
export const TECHNICAL_FAILURE = 'Something went wrong with reCAPTCHA. Please contact the store owner.'

const GOOGLE_SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify'

/**
 * The mutations each form guards, as the WebapiConfigProvider classes of Magento's ReCaptcha* modules name their
 * resolvers: CUSTOMER_EDIT is the password change only (a profile or e-mail update is not guarded), PLACE_ORDER the
 * order itself (setting the payment method alone is not).
 */
const PROTECTED_MUTATIONS: Readonly<Record<string, RecaptchaForm>> = {
  generateCustomerToken: 'CUSTOMER_LOGIN',
  createCustomer: 'CUSTOMER_CREATE',
  createCustomerV2: 'CUSTOMER_CREATE',
  requestPasswordResetEmail: 'CUSTOMER_FORGOT_PASSWORD',
  resetPassword: 'CUSTOMER_FORGOT_PASSWORD',
  changeCustomerPassword: 'CUSTOMER_EDIT',
  subscribeEmailToNewsletter: 'NEWSLETTER',
  createProductReview: 'PRODUCT_REVIEW',
  placeOrder: 'PLACE_ORDER',
  setPaymentMethodAndPlaceOrder: 'PLACE_ORDER',
  sendEmailToFriend: 'SENDFRIEND',
  // Magento 2.4.9 (security package 1.1.8) protects the contact form's mutation too.
  contactUs: 'CONTACT',
}

export type RecaptchaSettings = {
  websiteKey: string
  privateKey: string
  forms: readonly RecaptchaForm[]
  minimumScore: number
  verifyUrl: string
}

export type RecaptchaEnv = {
  RECAPTCHA_WEBSITE_KEY?: string
  RECAPTCHA_PRIVATE_KEY?: string
  RECAPTCHA_FORMS?: string
  RECAPTCHA_MINIMUM_SCORE?: string
  RECAPTCHA_VERIFY_URL?: string
}

const isForm = (value: string): value is RecaptchaForm => (RECAPTCHA_FORMS as readonly string[]).includes(value)

/** The store's reCAPTCHA settings, or null when it has no keys (reCAPTCHA off). Unknown form names are ignored. */
export function recaptchaSettings(env: RecaptchaEnv): RecaptchaSettings | null {
  const websiteKey = env.RECAPTCHA_WEBSITE_KEY?.trim() ?? ''
  const privateKey = env.RECAPTCHA_PRIVATE_KEY?.trim() ?? ''
  if (!websiteKey || !privateKey) return null
  const listed = env.RECAPTCHA_FORMS?.trim()
  const forms = listed
    ? [...new Set(listed.split(',').map((form) => form.trim().toUpperCase()))].filter(isForm)
    : DEFAULT_FORMS
  const score = Number(env.RECAPTCHA_MINIMUM_SCORE)
  return {
    websiteKey,
    privateKey,
    forms,
    minimumScore: Number.isFinite(score) && score >= 0 && score <= 1 ? score : 0.5,
    verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || GOOGLE_SITEVERIFY,
  }
}

/** Query.recaptchaV3Config. */
export function recaptchaConfigView(settings: RecaptchaSettings | null) {
  return {
    is_enabled: settings !== null && settings.forms.length > 0,
    website_key: settings?.websiteKey ?? '',
    minimum_score: settings?.minimumScore ?? 0.5,
    badge_position: 'inline',
    language_code: null,
    failure_message: VALIDATION_FAILURE,
    forms: settings?.forms ?? [],
  }
}

/**
 * The protected root fields an operation asks for (by their response keys, for the error paths), also inside
 * fragments and inline fragments on the mutation type: wrapping a mutation in one must not slip past the check.
 */
function protectedFields(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  settings: RecaptchaSettings,
): string[] {
  if (operation.operation !== OperationTypeNode.MUTATION) return []
  const fragments = Object.fromEntries(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  )
  const keys = collectFields([operation.selectionSet], fragments).flatMap((field) => {
    const form = PROTECTED_MUTATIONS[field.name.value]
    return form && settings.forms.includes(form) ? [field.alias?.value ?? field.name.value] : []
  })
  return [...new Set(keys)]
}

const SiteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
})

/** What the verification service says of a token: genuine and human enough, not, or no answer. */
async function verify(token: string, settings: RecaptchaSettings, remoteIp: string | null) {
  const body = new URLSearchParams({ secret: settings.privateKey, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  try {
    const response = await fetch(settings.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5_000) })
    if (!response.ok) return 'unavailable'
    const answer = SiteverifyAnswer.safeParse(await response.json())
    if (!answer.success) return 'unavailable'
    return answer.data.success && (answer.data.score ?? 0) >= settings.minimumScore ? 'passed' : 'failed'
  } catch {
    return 'unavailable'
  }
}

/**
 * Magento's GraphQlValidator: a mutation of a protected form without a genuine `X-ReCaptcha` token is refused
 * before it runs, with the store's failure message on each protected field. Null when the operation may run.
 */
export async function refuseWithoutRecaptcha(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  request: Request,
  settings: RecaptchaSettings | null,
) {
  if (!settings) return null
  const fields = protectedFields(operation, document, settings)
  if (fields.length === 0) return null
  const token = request.headers.get('X-ReCaptcha')?.trim() ?? ''
  const outcome =
    token && token.length <= 4096 ? await verify(token, settings, request.headers.get('CF-Connecting-IP')) : 'failed'
  if (outcome === 'passed') return null
  const message = outcome === 'unavailable' ? TECHNICAL_FAILURE : VALIDATION_FAILURE
  return fields.map((field) => new GraphQLError(message, { path: [field], extensions: { category: 'graphql-input' } }))
}
