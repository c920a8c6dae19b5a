import { z } from 'zod'
import { EmailSchema, optionalText, requiredText } from './validation'

/** The contact form (spec §3 contactUs): server code and dynamic imports (useValidatedForm) only. */
export const ContactSchema = z.object({
  name: requiredText({ min: 2, max: 120 }),
  email: EmailSchema,
  telephone: optionalText(40),
  comment: requiredText({ min: 2, max: 4000, multiline: true }),
})
