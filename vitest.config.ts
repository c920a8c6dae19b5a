import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig, defineProject } from 'vitest/config'

const commerceMigrations = await readD1Migrations('./workers/commerce/migrations')

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      defineProject({
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      }),
      defineProject({
        resolve: { tsconfigPaths: true },
        plugins: [
          cloudflareTest({
            remoteBindings: false,
            miniflare: {
              compatibilityDate: '2026-10-01',
              compatibilityFlags: ['nodejs_compat'],
              kvNamespaces: ['CACHE'],
              bindings: { STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret', OPS_TOKEN: 'test-ops-token' },
            },
          }),
        ],
        test: {
          name: 'workers-app',
          include: ['tests/workers/app/**/*.test.ts'],
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
