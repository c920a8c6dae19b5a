import { CreateBusinessCustomerDocument } from '~graphql/generated'
import { commerceMessage, requiresAccountConfirmation } from '../account/account.server'
import type { RequestServices } from '../context.server'
import { signIn, signInAfterDuplicate } from '../session.server'
import type { BusinessRegistration } from './registration.schema'

export type RegistrationOutcome = { ok: true; confirm: boolean; signInError?: string } | { ok: false; message: string }

/**
 * Spec §4 Registration for a business customer: createCustomerV2 with the company (the account becomes is_b2b);
 * when the shop asks for confirmation the customer is not signed in, otherwise they are signed in with the same
 * e-mail and password.
 */
export async function registerBusinessCustomer(
  services: RequestServices,
  value: BusinessRegistration,
  requestUrl: URL,
  /** The form's reCAPTCHA tokens for creating the account and signing in (lib/recaptcha.ts). */
  recaptcha: { create?: string | undefined; login?: string | undefined } = {},
): Promise<RegistrationOutcome> {
  try {
    const [, confirm] = await Promise.all([
      services.commerce.mutate(
        CreateBusinessCustomerDocument,
        {
          input: {
            email: value.email,
            password: value.password,
            firstname: value.firstname,
            lastname: value.lastname,
            gender: Number(value.gender),
            taxvat: value.vat_id,
            is_subscribed: value.isSubscribed ?? false,
            b2b_company: {
              company_name: value.company_name,
              vat_id: value.vat_id,
              chamber_of_commerce: value.chamber_of_commerce,
              website: value.website ?? null,
              street: value.street,
              house_number: value.house_number,
              postcode: value.postcode,
            },
          },
        },
        { recaptchaToken: recaptcha.create },
      ),
      requiresAccountConfirmation(services).catch(() => false),
    ])
    if (confirm) return { ok: true, confirm: true }
  } catch (error) {
    const again = await signInAfterDuplicate(services, error, value.email, value.password, requestUrl, recaptcha.login)
    if (again) return { ok: true, confirm: !again.ok }
    return {
      ok: false,
      message: commerceMessage(error, 'Your registration could not be sent. Please try again in a moment.'),
    }
  }
  const signedIn = await signIn(services, value.email, value.password, requestUrl, recaptcha.login)
  // The account exists either way; a failed sign-in leaves the shopper to sign in by hand.
  return signedIn.ok ? { ok: true, confirm: false } : { ok: true, confirm: false, signInError: signedIn.message }
}
