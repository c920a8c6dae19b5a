import type { RecaptchaConfig } from './recaptcha'
import { recaptchaController } from './recaptcha-controller'

/** How long a protected form waits for Google's script and a token before it is sent without one. */
export const RECAPTCHA_WAIT_MS = 10_000

/** The controller's source without its comments and indentation (it has no block comment inside a string). */
const CONTROLLER_SOURCE = recaptchaController
  .toString()
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\n\s+/g, '\n')

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The inline script that holds protected forms for their tokens (lib/recaptcha-controller.ts), for a store that
 * protects forms; the document carries it right after its shell (entry.server.tsx), so it works before the page's
 * code has loaded, with nothing in any bundle. The expression's value is the function that removes its handlers
 * (for tests).
 */
export function recaptchaScript(config: RecaptchaConfig, storeLanguage: string): string {
  const args = [config.websiteKey, config.language ?? storeLanguage, RECAPTCHA_WAIT_MS].map(scriptJson).join(',')
  return `(${CONTROLLER_SOURCE})(${args})`
}
