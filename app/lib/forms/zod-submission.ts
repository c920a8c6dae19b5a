import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'

/**
 * Conform's zod parsing, for the browser only through a dynamic import (see useValidatedForm): zod and
 * @conform-to/zod arrive with the first interaction with a form, never in a page's initial JavaScript.
 */
export function parseSubmission<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema })
}
