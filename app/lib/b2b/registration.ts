import { z } from 'zod'
import type { StoreCode } from '../stores'
import { nameField } from '../account/names'
import { NewPasswordSchema, passwordsMatch } from '../account/password'
import { EmailSchema, MESSAGES, requiredText } from '../validation'
import {
  COUNTRY_RULES,
  STORE_COUNTRY,
  normalizePostcode,
  normalizeRegistry,
  normalizeVat,
  normalizeWebsite,
} from './company-rules'

/** Spec §3 "B2B registration fields" and §5 texts; one schema for the browser (conform) and the action. */

export const GENDERS = [
  // Magento's gender attribute: 1 male, 2 female; the shop's third option is stored as 3.
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Non-binary' },
] as const

export const B2B_MESSAGES = {
  vat: (example: string) => `Please enter a valid VAT registration number, for example ${example}.`,
  registry: (label: string, example: string) =>
    `Please enter a valid Chamber of Commerce number (${label}), for example ${example}.`,
  website: 'Please enter a valid website address, for example https://www.example.com.',
  postcode: (example: string) => `Please enter a valid zip code, for example ${example}.`,
  houseNumber: 'Please enter a valid house number, for example 12 or 12a.',
  gender: 'Please select an option.',
} as const

export function businessRegistrationSchema(store: StoreCode) {
  const country = STORE_COUNTRY[store]
  const rules = COUNTRY_RULES[country]
  return passwordsMatch(
    z.object({
      company_name: requiredText({ min: 2, max: 120 }),
      vat_id: requiredText({ max: 40 })
        .transform((value) => normalizeVat(value, country))
        .refine((value) => rules.vat.test(value), B2B_MESSAGES.vat(rules.vatExample)),
      chamber_of_commerce: requiredText({ max: 40 })
        .transform((value) => normalizeRegistry(value, country))
        .refine(
          (value) => rules.registry.test(value),
          B2B_MESSAGES.registry(rules.registryLabel, rules.registryExample),
        ),
      website: z
        .string()
        .trim()
        .max(255)
        .optional()
        .transform((value, ctx) => {
          if (!value) return undefined
          const url = normalizeWebsite(value)
          if (!url) ctx.addIssue({ code: 'custom', message: B2B_MESSAGES.website })
          return url ?? undefined
        }),
      street: requiredText({ min: 2, max: 120 }),
      house_number: requiredText({ max: 20 }).refine(
        (value) => /^\d{1,5}( ?[A-Za-z0-9/-]{1,8})?$/.test(value),
        B2B_MESSAGES.houseNumber,
      ),
      postcode: requiredText({ max: 12 })
        .transform((value) => normalizePostcode(value, country))
        .refine((value) => rules.postcode.test(value), B2B_MESSAGES.postcode(rules.postcodeExample)),
      gender: z.enum(['1', '2', '3'], { error: B2B_MESSAGES.gender }),
      firstname: nameField(),
      lastname: nameField(),
      email: EmailSchema,
      password: NewPasswordSchema,
      confirmPassword: z.string({ error: MESSAGES.required }).max(256),
      isSubscribed: z.boolean().optional(),
    }),
  )
}

export type BusinessRegistration = z.infer<ReturnType<typeof businessRegistrationSchema>>

/** Examples shown under the fields, so a shopper knows which country's numbers the store expects. */
export function companyHints(store: StoreCode) {
  const rules = COUNTRY_RULES[STORE_COUNTRY[store]]
  return {
    vat: rules.vatExample,
    registry: `${rules.registryLabel}, e.g. ${rules.registryExample}`,
    postcode: rules.postcodeExample,
  }
}
