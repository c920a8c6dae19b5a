import { z } from 'zod'
import { MESSAGES } from '../forms/messages'
import { emailSchema } from '../validation'

export const NewsletterSchema = z.object({
  email: emailSchema(MESSAGES.invalidEmail),
  redirectTo: z.string().max(512).optional(),
})
