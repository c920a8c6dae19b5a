/**
 * Local secrets: `.dev.vars` is never committed, so a fresh clone gets the example's development values.
 * Production secrets are set with `wrangler secret put` and never come from this file.
 */
import { copyFileSync, existsSync } from 'node:fs'

export function ensureDevVars() {
  if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars')
}
