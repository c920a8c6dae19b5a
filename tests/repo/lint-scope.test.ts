import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * `npm start` leaves build output in the checkout (build/, dist/ with the backends' bundles, .wrangler/); `npm test`
 * lints afterwards, so everything .gitignore names as generated must be outside ESLint's reach.
 */
const generatedDirectories = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, '').replace(/\/$/, ''))

// Loading the type-aware lint configuration takes seconds on a loaded machine; one instance serves every check.
const eslint = new ESLint()

describe('lint scope', { timeout: 30_000 }, () => {
  it('knows the generated directories', () => {
    expect(generatedDirectories).toEqual(expect.arrayContaining(['build', 'dist', '.wrangler']))
  })

  it.each(generatedDirectories)('ignores generated files in %s/', async (directory) => {
    expect(await eslint.isPathIgnored(`${directory}/et_commerce/index.js`)).toBe(true)
  })

  it('still lints the sources', async () => {
    expect(await eslint.isPathIgnored('workers/app.ts')).toBe(false)
  })
})
