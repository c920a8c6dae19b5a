import { z } from 'zod'
import { EmailSchema } from '../validation'

export const NewsletterSchema = z.object({ email: EmailSchema, redirectTo: z.string().max(512).optional() })
