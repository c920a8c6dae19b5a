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
 * One message per field, the first rule it breaks (an empty field is "required", not also "too short"), as an issue
 * that does not abort: the form's own rules across fields (passwords match, the password is not the e-mail, one
 * country's numbers) are judged in the same answer, so the shopper sees every problem at once. A field left empty
 * arrives as undefined (conform drops empty values): the fields take it as '' (`prefault`), so it is "required"
 * rather than a type error, which would abort those rules too.
 */
export function firstBroken<T>(rules: (value: T) => string | null) {
  return (ctx: z.core.ParsePayload<T>) => {
    const message = rules(ctx.value)
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true })
  }
}

/**
 * A required text field: trimmed, with the spec's required and minimum-length texts. Printable characters only
 * (`multiline` allows line breaks and tabs); nothing visible counts as empty. `pattern`: the field's own format and
 * its message, judged last.
 */
export function requiredText(
  options: { min?: 2 | 4 | 8; max?: number; multiline?: boolean; pattern?: readonly [RegExp, string] } = {},
) {
  const minMessage = options.min === 8 ? MESSAGES.min8 : options.min === 4 ? MESSAGES.min4 : MESSAGES.min2
  const [min, max] = [options.min ?? 1, options.max ?? 255]
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .check(
      firstBroken((value: string) => {
        if (!VISIBLE.test(value)) return MESSAGES.required
        if (!isPrintable(value, { multiline: options.multiline })) return MESSAGES.printable
        if (value.length < min) return minMessage
        if (value.length > max) return `The field should have at most ${max} characters`
        return options.pattern && !options.pattern[0].test(value) ? options.pattern[1] : null
      }),
    )
    .prefault('')
}

const EMAIL = z.email()

/** An e-mail address field; spec §5 has two texts for a bad one (the newsletter's is the short 'Invalid email'). */
export function emailSchema(message: string = MESSAGES.email) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .check(
      firstBroken((value: string) =>
        value === '' ? MESSAGES.required : value.length > 254 || !EMAIL.safeParse(value).success ? message : null,
      ),
    )
    .prefault('')
}

export const EmailSchema = emailSchema()
