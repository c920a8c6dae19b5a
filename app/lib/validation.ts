import { z } from 'zod'
import { MESSAGES } from './forms/messages'

/** The zod building blocks of the forms' schemas: server code and dynamically imported schema modules only. */

export { MESSAGES }

/**
 * Characters no form field takes: control characters (tab and line breaks only where a field has several lines) and
 * the bidirectional overrides and isolates, which make stored text read differently from what it holds.
 */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u
const UNPRINTABLE_MULTILINE = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u
/** A field of nothing but spaces, zero-width or other invisible characters is empty. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

/** True when `value` holds no character a form field refuses (see UNPRINTABLE). */
export function isPrintable(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !(multiline ? UNPRINTABLE_MULTILINE : UNPRINTABLE).test(value)
}

/** An optional line of text: trimmed, printable, at most `max` characters. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `The field should have at most ${max} characters`)
    .refine((value) => isPrintable(value), MESSAGES.printable)
    .optional()
}

/**
 * A required text field: trimmed, with the spec's required and minimum-length texts. Printable characters only
 * (`multiline` allows line breaks and tabs); nothing visible counts as empty.
 */
export function requiredText(options: { min?: 2 | 4 | 8; max?: number; multiline?: boolean } = {}) {
  const minMessage = options.min === 8 ? MESSAGES.min8 : options.min === 4 ? MESSAGES.min4 : MESSAGES.min2
  return (
    z
      .string({ error: MESSAGES.required })
      .trim()
      // Stop at the first failure: an empty field is "required", not also "too short".
      .min(1, { error: MESSAGES.required, abort: true })
      .refine((value) => VISIBLE.test(value), { error: MESSAGES.required, abort: true })
      .refine((value) => isPrintable(value, { multiline: options.multiline }), {
        error: MESSAGES.printable,
        abort: true,
      })
      .min(options.min ?? 1, { error: minMessage, abort: true })
      .max(options.max ?? 255, `The field should have at most ${options.max ?? 255} characters`)
  )
}

/** An e-mail address field; spec §5 has two texts for a bad one (the newsletter's is the short 'Invalid email'). */
export function emailSchema(message: string = MESSAGES.email) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(254, { error: message, abort: true })
    .pipe(z.email(message))
}

export const EmailSchema = emailSchema()
