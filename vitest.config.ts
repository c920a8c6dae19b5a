import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, defineProject } from 'vitest/config'
import { COMMERCE_DATABASE_ID, embeddedBackends, recaptchaBackends, storefrontVars } from './tests/support/backends.ts'

const commerceMigrations = await readD1Migrations('./workers/commerce/migrations')

/**
 * React Router's Vite plugin starts watching its config as soon as it is configured, and a project filtered out by
 * `--project` is never closed, which kept Vitest waiting 10 s at exit. So the plugin is only added when workers-app
 * may run (no filter, or a filter naming it or using a wildcard).
 */
function projectMayRun(name: string): boolean {
  const filters = process.argv.flatMap((arg, index, all) =>
    arg === '--project' ? [all[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  )
  return filters.length === 0 || filters.some((filter) => filter === name || filter.includes('*'))
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      defineProject({
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/repo/**/*.test.ts'],
          environment: 'node',
        },
      }),
      defineProject({
        resolve: { tsconfigPaths: true },
        plugins: [
          // The storefront worker itself (workers/app.ts) runs in workerd: React Router's plugin provides its server build.
          projectMayRun('workers-app') ? reactRouter() : [],
          cloudflareTest(async () => ({
            remoteBindings: false,
            main: './workers/app.ts',
            miniflare: {
              compatibilityDate: '2026-10-01',
              compatibilityFlags: ['nodejs_compat'],
              kvNamespaces: ['CACHE'],
              // The real embedded backends, as `npm start` runs them: service bindings to auxiliary workers.
              // COMMERCE_RECAPTCHA: the same backend with reCAPTCHA keys, for the tests that swap it in.
              serviceBindings: {
                COMMERCE: 'et-commerce',
                CONTENT: 'et-content',
                COMMERCE_RECAPTCHA: 'et-commerce-recaptcha',
              },
              workers: await embeddedBackends().then((backends) => [...backends, ...recaptchaBackends(backends[0])]),
              // The commerce backend's own database, bound here too so the setup can migrate and seed it.
              d1Databases: { COMMERCE_DB: COMMERCE_DATABASE_ID },
              bindings: {
                ...storefrontVars(),
                DEV_ENDPOINTS: '1',
                STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
                OPS_TOKEN: 'test-ops-token',
                TEST_MIGRATIONS: commerceMigrations,
              },
            },
          })),
        ],
        test: {
          name: 'workers-app',
          include: ['tests/workers/app/**/*.test.ts'],
          setupFiles: ['tests/workers/app/setup.ts'],
          // The first page a test file renders compiles the whole app in the module runner.
          testTimeout: 30_000,
          // xss is CommonJS; pre-bundled, its named exports work in the module runner.
          deps: { optimizer: { ssr: { enabled: true, include: ['xss'] } } },
        },
      }),
      defineProject({
        resolve: { tsconfigPaths: true },
        plugins: [
          cloudflareTest({
            remoteBindings: false,
            wrangler: { configPath: './workers/commerce/wrangler.toml' },
            miniflare: { bindings: { TEST_MIGRATIONS: commerceMigrations } },
          }),
        ],
        test: {
          name: 'workers-commerce',
          include: ['tests/workers/commerce/**/*.test.ts'],
          setupFiles: ['tests/workers/commerce/setup.ts'],
        },
      }),
      defineProject({
        resolve: { tsconfigPaths: true },
        plugins: [
          cloudflareTest({
            remoteBindings: false,
            wrangler: { configPath: './workers/content/wrangler.toml' },
          }),
        ],
        test: {
          name: 'workers-content',
          include: ['tests/workers/content/**/*.test.ts'],
        },
      }),
    ],
  },
})
