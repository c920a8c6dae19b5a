import type { StoreCode } from '../stores'
import { BUSINESS_GENDERS } from '../account/profile'
import { COUNTRY_RULES, STORE_COUNTRY } from './company-rules'

/** Spec §3 "B2B registration fields" and §5 texts (the schema, one for the browser and the action: registration.schema.ts). */

// Magento's gender attribute: 1 male, 2 female; the shop's third option is stored as 3.
export const GENDERS = BUSINESS_GENDERS

export const B2B_MESSAGES = {
  vat: (example: string) => `Please enter a valid VAT registration number, for example ${example}.`,
  registry: (label: string, example: string) =>
    `Please enter a valid Chamber of Commerce number (${label}), for example ${example}.`,
  website: 'Please enter a valid website address, for example https://www.example.com.',
  postcode: (example: string) => `Please enter a valid zip code, for example ${example}.`,
  houseNumber: 'Please enter a valid house number, for example 12 or 12a.',
  gender: 'Please select an option.',
  /** The form sent from a tab opened before signing in: no second account is made behind the shopper's back. */
  signedIn:
    'You are signed in, so no new account was made. To register a business, sign out first, then send this form again.',
} as const

/** Examples shown under the fields, so a shopper knows which country's numbers the store expects. */
export function companyHints(store: StoreCode) {
  const rules = COUNTRY_RULES[STORE_COUNTRY[store]]
  return {
    vat: rules.vatExample,
    registry: `${rules.registryLabel}, e.g. ${rules.registryExample}`,
    postcode: rules.postcodeExample,
  }
}
