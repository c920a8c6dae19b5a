import { type Page, expect } from '@playwright/test'

/**
 * Waits until the document has hydrated (layout/client-effects.tsx marks `<html data-hydrated>`). A click that
 * relies on JavaScript (a modal, a drawer) made before then does what the link or form does without it.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}
