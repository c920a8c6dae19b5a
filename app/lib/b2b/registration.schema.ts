import { z } from 'zod'
import type { StoreCode } from '../stores'
import { passwordNotEmail, passwordsMatch } from '../account/password'
import { newAccountFields } from '../account/register.schema'
import { requiredText } from '../validation'
import {
  COUNTRY_RULES,
  type CompanyCountry,
  STORE_COUNTRY,
  companyValue,
  fitsCountry,
  normalizeWebsite,
  vatCountry,
} from './company-rules'
import { B2B_MESSAGES } from './registration'

/** The business registration's schema (spec §3, §5): server code and dynamic imports (useValidatedForm) only. */

export function businessRegistrationSchema(store: StoreCode) {
  const country = STORE_COUNTRY[store]
  const rules = COUNTRY_RULES[country]
  return passwordNotEmail(
    passwordsMatch(
      z
        .object({
          company_name: requiredText({ min: 2, max: 120 }),
          vat_id: requiredText({ max: 40 }).transform(companyField('vat', country, B2B_MESSAGES.vat(rules.vatExample))),
          chamber_of_commerce: requiredText({ max: 40 }).transform(
            companyField('registry', country, B2B_MESSAGES.registry(rules.registryLabel, rules.registryExample)),
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
          house_number: requiredText({
            max: 20,
            pattern: [/^\d{1,5}( ?[A-Za-z0-9/-]{1,8})?$/, B2B_MESSAGES.houseNumber],
          }),
          postcode: requiredText({ max: 12 }).transform(
            companyField('postcode', country, B2B_MESSAGES.postcode(rules.postcodeExample)),
          ),
          gender: z.enum(['1', '2', '3'], { error: B2B_MESSAGES.gender }),
          ...newAccountFields,
        })
        // One company, one country: the VAT number's prefix names it, and its registry number and the main address's
        // postcode are that country's (a Dutch VAT number beside a French SIREN and a Belgian postcode is no company).
        .superRefine((value, context) => {
          const company = vatCountry(value.vat_id, country)
          const companyRules = COUNTRY_RULES[company]
          if (fitsCountry('registry', value.chamber_of_commerce, company) === null)
            context.addIssue({
              code: 'custom',
              path: ['chamber_of_commerce'],
              message: B2B_MESSAGES.registry(companyRules.registryLabel, companyRules.registryExample),
            })
          if (fitsCountry('postcode', value.postcode, company) === null)
            context.addIssue({
              code: 'custom',
              path: ['postcode'],
              message: B2B_MESSAGES.postcode(companyRules.postcodeExample),
            })
        }),
    ),
  )
}

/** A company number normalised into the shape it fits (company-rules.ts), or the message with the store's example. */
function companyField(kind: Parameters<typeof companyValue>[0], country: CompanyCountry, message: string) {
  return (value: string, context: z.RefinementCtx) => {
    const normalized = companyValue(kind, value, country)
    if (normalized === null) context.addIssue({ code: 'custom', message })
    return normalized ?? value
  }
}

export type BusinessRegistration = z.infer<ReturnType<typeof businessRegistrationSchema>>
