import { type Page, expect } from '@playwright/test'

/**
 * Waits until the document has hydrated (layout/client-effects.tsx marks `<html data-hydrated>`). A click that
 * relies on JavaScript (a modal, a drawer) made before then does what the link or form does without it.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

/** Script files held back by holdScripts: their requests so far, and the release that lets them through. */
export type HeldScripts = { release: () => void; requested: () => string[] }

/**
 * Holds back the page's requests for the script files matching `pattern` (an island's chunk, the page's framework)
 * until `release()`, to act while that code is not there yet. A page's service worker that has cached them would
 * fetch them out of reach: block service workers where it may have.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<HeldScripts> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const urls: string[] = []
  await page.route(pattern, async (route) => {
    urls.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, requested: () => [...urls] }
}
