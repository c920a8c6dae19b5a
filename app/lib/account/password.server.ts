import type { RequestServices } from '../context.server'
import { DEFAULT_STORE_SETTINGS, loadStoreSettings } from '../layout.server'
import { passwordPolicyError } from './password'

/**
 * Why this store's Magento would refuse the new password, or null: its policy (storeConfig) may ask more than the
 * form's rule. The store configuration unreadable, the form's rule stands and Magento has the last word.
 */
export async function storePasswordRefusal(services: RequestServices, password: string): Promise<string | null> {
  const settings = await loadStoreSettings(services).catch(() => DEFAULT_STORE_SETTINGS)
  return passwordPolicyError(password, settings.passwordPolicy)
}
