/**
 * Local settings: `.dev.vars` is never committed and never deployed, so a fresh clone gets the example's development
 * values, and an older `.dev.vars` gets the settings added since (e.g. DEV_ENDPOINTS) without losing its own values.
 * Production secrets are set with `wrangler secret put` and never come from this file.
 * Called by `npm run dev|start|test` and by vite.config.ts, so a bare `react-router build` or `vite preview` has it too.
 */
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs'

const names = (text) =>
  new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => line.slice(0, line.indexOf('=')).trim()),
  )

export function ensureDevVars(directory = '.') {
  const target = `${directory}/.dev.vars`
  const example = `${directory}/.dev.vars.example`
  if (!existsSync(example)) return
  if (!existsSync(target)) {
    copyFileSync(example, target)
    return
  }
  const have = names(readFileSync(target, 'utf8'))
  const missing = readFileSync(example, 'utf8')
    .split('\n')
    .filter(
      (line) =>
        line.includes('=') && !line.trim().startsWith('#') && !have.has(line.slice(0, line.indexOf('=')).trim()),
    )
  if (missing.length > 0) {
    const current = readFileSync(target, 'utf8')
    appendFileSync(target, `${current.endsWith('\n') || current === '' ? '' : '\n'}${missing.join('\n')}\n`)
  }
}
