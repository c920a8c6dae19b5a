import { type FormMetadata, type Submission, getFormProps, parse, useForm } from '@conform-to/react'
import { type FocusEvent, useRef } from 'react'
import type { $ZodType, input, output } from 'zod/v4/core'

type Options<Module, Schema extends $ZodType> = Omit<
  Parameters<typeof useForm<input<Schema> & Record<string, unknown>, output<Schema>>>[0],
  'onValidate'
> & {
  /** The module of the form's schema, dynamically imported: `() => import('~/lib/cart.schema')`. */
  loadSchema: () => Promise<Module>
  /** The schema the action validates with, from that module (it may depend on props, e.g. the countries). */
  schema: (module: Module) => Schema
}

type ZodSubmission<Schema extends $ZodType> = Submission<input<Schema>, string[], output<Schema>>

/**
 * conform's useForm for every form of the storefront, with the validation code loaded on first interaction.
 *
 * The server validates every submission (the source of truth); the browser only shows the same errors early. zod
 * and @conform-to/zod are 35 KB gzipped, so the schema comes with the form's first focus (or hover): a check
 * before it arrives is held and run once it is there, and a submission before it arrives goes to the server,
 * which answers with the same errors. The form's `constraint` (native attributes: required, maxLength...) is
 * written next to the schema and kept equal to it by tests/unit/form-constraints.test.ts.
 */
export function useValidatedForm<Module, Schema extends $ZodType>({
  loadSchema,
  schema,
  ...options
}: Options<Module, Schema>) {
  const pick = useRef(schema)
  pick.current = schema
  const validator = useRef<((formData: FormData) => ZodSubmission<Schema>) | null>(null)
  const loading = useRef<Promise<(formData: FormData) => ZodSubmission<Schema>> | null>(null)
  // Fields checked (on blur or input) before the schema was here; checked again once it is.
  const waiting = useRef(new Set<string>())
  const latest = useRef<FormMetadata<input<Schema> & Record<string, unknown>> | null>(null)

  function load() {
    loading.current ??= Promise.all([loadSchema(), import('~/lib/forms/zod-submission')]).then(
      ([module, { parseSubmission }]) => {
        // The newest render's schema: it may depend on props (a product, the countries) that changed since.
        const validate = (formData: FormData) => parseSubmission(formData, pick.current(module))
        validator.current = validate
        const form = latest.current
        if (form && document.getElementById(form.id)) {
          for (const name of waiting.current) form.validate({ name })
        }
        waiting.current.clear()
        return validate
      },
      (error: unknown) => {
        // A chunk that failed to load (offline, a new deploy) is tried again on the next interaction.
        loading.current = null
        throw error
      },
    )
    return loading.current
  }

  const [form, fields] = useForm<input<Schema> & Record<string, unknown>, output<Schema>>({
    ...options,
    onValidate({ formData }) {
      if (validator.current) return validator.current(formData)
      const name = checkedField(formData)
      // A submission goes to the server, whose answer covers every field: a check held from before it would,
      // once the schema is here, replace that answer (the form's own message included) with its own.
      if (name) waiting.current.add(name)
      else waiting.current.clear()
      load().catch(() => undefined)
      // Not judged here yet: a check reports nothing (and is repeated after loading); a submission is not stopped
      // and not called valid (error null), so it goes on to the server's validation.
      return parse<output<Schema>, string[]>(formData, {
        resolve: (_payload, intent) => ({ error: intent ? {} : null }),
      })
    },
  })
  latest.current = form

  const startLoading = () => {
    load().catch(() => undefined)
  }
  return {
    form,
    fields,
    /** Spread on the <form>: conform's props, and the first focus or hover loading the schema. */
    formProps: {
      ...getFormProps(form),
      onFocus: (_event: FocusEvent<HTMLFormElement>) => startLoading(),
      onPointerEnter: startLoading,
    },
    /** The schema's verdict on a form's data, loading the schema when needed (e.g. for a debounced submit). */
    validate: async (formData: FormData) => (await load())(formData),
  }
}

/** The field a conform "validate" intent is about (blur or input), or null for a submission. */
function checkedField(formData: FormData): string | null {
  const intent = formData.get('__intent__')
  if (typeof intent !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(intent)
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed) || parsed.type !== 'validate') return null
    const payload = 'payload' in parsed ? parsed.payload : undefined
    return typeof payload === 'object' && payload !== null && 'name' in payload && typeof payload.name === 'string'
      ? payload.name
      : null
  } catch {
    return null
  }
}
