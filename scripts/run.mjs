#!/usr/bin/env node
/**
 * The project's entry points (`npm run dev|start|test`). One file so that a newcomer's two commands do everything:
 * offline switches, database preparation, the build, Chromium for the end-to-end tests.
 */
import { spawnSync } from 'node:child_process'
import { ensureDevVars } from './ensure-dev-vars.mjs'

process.env.WRANGLER_SEND_METRICS = 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.NO_UPDATE_NOTIFIER = '1'
// Local commands run the top-level configuration with the embedded backends: never `[env.production]`, whose
// Magento would receive the tests' customers, carts and orders.
delete process.env.CLOUDFLARE_ENV

ensureDevVars()

const [command] = process.argv.slice(2)
const port = process.env.PORT ?? '8787'

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

const npx = (label, args, env) => run(label, 'npx', ['--no-install', ...args], env)

switch (command) {
  case 'dev':
    npx('Preparing the embedded backends', ['node', 'scripts/prepare-db.mjs'])
    npx('Starting the dev server (hot reload)', ['react-router', 'dev', '--port', process.env.PORT ?? '5173'])
    break
  case 'start':
    npx('Generating types', ['wrangler', 'types', '--strict-vars=false'])
    npx('Building', ['react-router', 'build'])
    npx('Preparing the embedded backends', ['node', 'scripts/prepare-db.mjs'])
    console.log(`\n  The shop: http://localhost:${port}/us_et  (also /de_et, /fr_et, /nl_et)\n`)
    npx('Serving', ['vite', 'preview', '--port', port, '--strictPort'])
    break
  case 'test':
    run('Chromium for the end-to-end tests', 'bash', ['scripts/ensure-chromium.sh'])
    npx('Type check', ['node', 'scripts/typecheck.mjs'])
    npx('Lint', ['eslint', '.'])
    npx('Schema check against the Magento reference', ['node', 'scripts/check-schema.mjs'])
    npx('Unit and worker tests', ['vitest', 'run'])
    npx('Building', ['react-router', 'build'])
    npx('Preparing the embedded backends', ['node', 'scripts/prepare-db.mjs'])
    // One retry: on a loaded two-core machine a browser test can lose a race with the clock (a backend budget of
    // 3 s, say) that it wins alone. A retried test is still listed as flaky; a broken one fails twice.
    npx('End-to-end tests', ['playwright', 'test', '--retries=1'])
    break
  default:
    console.error('usage: node scripts/run.mjs dev|start|test')
    process.exit(2)
}
