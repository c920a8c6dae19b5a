#!/usr/bin/env node
/** `npm run typecheck` minus the npm layer: generated Env types, route types, GraphQL types, then tsc. */
import { spawnSync } from 'node:child_process'
import { ensureDevVars } from './ensure-dev-vars.mjs'

ensureDevVars()
// The types of the top-level configuration, which has the service bindings (`[env.production]` has none).
delete process.env.CLOUDFLARE_ENV

const steps = [
  ['wrangler', 'types', '--strict-vars=false'],
  [
    'wrangler',
    'types',
    '-c',
    'workers/commerce/wrangler.toml',
    '--env-interface',
    'CommerceEnv',
    '--include-runtime',
    'false',
    '--strict-vars=false',
    'workers/commerce/worker-configuration.d.ts',
  ],
  [
    'wrangler',
    'types',
    '-c',
    'workers/content/wrangler.toml',
    '--env-interface',
    'ContentEnv',
    '--include-runtime',
    'false',
    '--strict-vars=false',
    'workers/content/worker-configuration.d.ts',
  ],
  ['react-router', 'typegen'],
  ['tsc', '-b'],
]
for (const step of steps) {
  const result = spawnSync('npx', ['--no-install', ...step], { stdio: ['ignore', 'pipe', 'inherit'] })
  if (result.status !== 0) {
    process.stdout.write(result.stdout)
    console.error(`✖ ${step.join(' ')}`)
    process.exit(result.status ?? 1)
  }
}
console.log('typecheck: ok')
