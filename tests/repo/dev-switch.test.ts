import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureDevVars } from '../../scripts/ensure-dev-vars.mjs'

/**
 * Issue 8 item 6: the development endpoints are on only where `.dev.vars` (local, never deployed) sets DEV_ENDPOINTS;
 * what a deployment gets (wrangler.toml [vars]) leaves it empty. The worker test proves the 404s for that value.
 */
describe('the development switch', () => {
  it('is off in wrangler.toml, the configuration a deployment gets', () => {
    expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^DEV_ENDPOINTS = ""$/m)
  })

  it('is on in the local settings npm start, npm run dev and the tests create', () => {
    expect(readFileSync('.dev.vars.example', 'utf8')).toMatch(/^DEV_ENDPOINTS=1$/m)
    expect(readFileSync('vite.config.ts', 'utf8')).toContain('ensureDevVars()')
    expect(readFileSync('scripts/run.mjs', 'utf8')).toContain('ensureDevVars()')
  })

  it('reaches an older .dev.vars without touching its own values', () => {
    const directory = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    writeFileSync(join(directory, '.dev.vars.example'), 'OPS_TOKEN=example\nDEV_ENDPOINTS=1\n')
    writeFileSync(join(directory, '.dev.vars'), 'OPS_TOKEN=mine')
    ensureDevVars(directory)
    expect(readFileSync(join(directory, '.dev.vars'), 'utf8')).toBe('OPS_TOKEN=mine\nDEV_ENDPOINTS=1\n')
    ensureDevVars(directory)
    expect(readFileSync(join(directory, '.dev.vars'), 'utf8')).toBe('OPS_TOKEN=mine\nDEV_ENDPOINTS=1\n')
  })

  it('creates .dev.vars in a fresh clone', () => {
    const directory = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    writeFileSync(join(directory, '.dev.vars.example'), 'DEV_ENDPOINTS=1\n')
    ensureDevVars(directory)
    expect(readFileSync(join(directory, '.dev.vars'), 'utf8')).toBe('DEV_ENDPOINTS=1\n')
  })
})
