import { z } from 'zod'
import { MESSAGES } from './forms/messages'

/** The zod building blocks of the forms' schemas: server code and dynamically imported schema modules only. */

export { MESSAGES }

/** A required text field: trimmed, with the spec's required and minimum-length texts. */
export function requiredText(options: { min?: 2 | 4 | 8; max?: number } = {}) {
  const minMessage = options.min === 8 ? MESSAGES.min8 : options.min === 4 ? MESSAGES.min4 : MESSAGES.min2
  return (
    z
      .string({ error: MESSAGES.required })
      .trim()
      // Stop at the first failure: an empty field is "required", not also "too short".
      .min(1, { error: MESSAGES.required, abort: true })
      .min(options.min ?? 1, { error: minMessage, abort: true })
      .max(options.max ?? 255, `The field should have at most ${options.max ?? 255} characters`)
  )
}

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(254, { error: MESSAGES.email, abort: true })
  .pipe(z.email(MESSAGES.email))
