#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile) with Debian's Chromium against the running shop (`npm start`).
 * Prints performance, accessibility, best-practices and SEO scores for home, a category and a product page.
 * Usage: npm run lighthouse [-- --url http://localhost:8787]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const urlIndex = args.indexOf('--url')
const BASE = urlIndex >= 0 ? args[urlIndex + 1] : (process.env.BENCH_URL ?? 'http://localhost:8787')
const PAGES = { home: '/us_et', category: '/us_et/hair.html', product: '/us_et/p/ET-H00034' }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const failures = []
try {
  console.log(`lighthouse (mobile) against ${BASE}\n`)
  console.log('page        perf  a11y  best   seo')
  for (const [name, path] of Object.entries(PAGES)) {
    // One throwaway run warms the server's caches, so the figures measure the warm path.
    await fetch(`${BASE}${path}`)
    const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    if (!result) throw new Error(`no result for ${path}`)
    const scores = CATEGORIES.map((category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100))
    console.log(`${name.padEnd(10)} ${scores.map((score) => String(score).padStart(5)).join(' ')}`)
    for (const category of CATEGORIES) {
      const audits = result.lhr.categories[category]?.auditRefs ?? []
      for (const ref of audits) {
        const audit = result.lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failures.push(`${name}/${category}: ${audit.id} (${audit.score})`)
      }
    }
  }
} finally {
  await chrome.kill()
}
if (failures.length) {
  console.log('\naudits below 0.9:')
  for (const failure of failures) console.log(`  ${failure}`)
}
