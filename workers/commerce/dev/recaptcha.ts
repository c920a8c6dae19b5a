import { z } from 'zod'
import type { RecaptchaEnv } from '../graphql/recaptcha.ts'

/**
 * Development aid: the reCAPTCHA variables of wrangler.toml (graphql/recaptcha.ts) laid over the worker's own at run
 * time, so that a browser test can switch reCAPTCHA on against a stand-in for Google's siteverify and off again,
 * without a second build. POST sets them, DELETE goes back to the worker's variables; both answer what is laid
 * over (the private key only as set or not). Per isolate, in memory, like the latency switch; reached only through
 * the storefront's `/_dev/commerce` pass-through, which exists only with its development switch on.
 */
const OverrideSchema = z.strictObject({
  RECAPTCHA_WEBSITE_KEY: z.string().max(200).optional(),
  RECAPTCHA_PRIVATE_KEY: z.string().max(200).optional(),
  RECAPTCHA_FORMS: z.string().max(500).optional(),
  RECAPTCHA_MINIMUM_SCORE: z.string().max(20).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
})

let override: RecaptchaEnv = {}

export async function handleRecaptchaConfig(request: Request): Promise<Response> {
  if (request.method === 'POST') {
    const parsed = OverrideSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) {
      return Response.json(
        { error: 'Expected an object of RECAPTCHA_* variables (strings; RECAPTCHA_VERIFY_URL an http(s) URL)' },
        { status: 400 },
      )
    }
    override = parsed.data
  } else if (request.method === 'DELETE') {
    override = {}
  } else if (request.method !== 'GET') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST, DELETE' } })
  }
  return Response.json({ ...override, RECAPTCHA_PRIVATE_KEY: override.RECAPTCHA_PRIVATE_KEY ? '(set)' : undefined })
}

/** The worker's reCAPTCHA variables with the run-time ones laid over them. */
export function withRecaptchaOverride<Env extends RecaptchaEnv>(env: Env): Env {
  return Object.keys(override).length === 0 ? env : { ...env, ...override }
}
