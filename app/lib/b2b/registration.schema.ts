import { z } from 'zod'
import type { StoreCode } from '../stores'
import { passwordsMatch } from '../account/password'
import { newAccountFields } from '../account/register.schema'
import { requiredText } from '../validation'
import {
  COUNTRY_RULES,
  STORE_COUNTRY,
  normalizePostcode,
  normalizeRegistry,
  normalizeVat,
  normalizeWebsite,
} from './company-rules'
import { B2B_MESSAGES } from './registration'

/** The business registration's schema (spec §3, §5): server code and dynamic imports (useValidatedForm) only. */

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
      ...newAccountFields,
    }),
  )
}

export type BusinessRegistration = z.infer<ReturnType<typeof businessRegistrationSchema>>
