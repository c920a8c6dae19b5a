import { readFileSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8799)

/**
 * The tests register customers and place orders: never against a build made for a real shop
 * (`CLOUDFLARE_ENV=production npm run build`), which `vite preview` would serve as it is.
 */
function refuseProductionBuild(): void {
  let built: { targetEnvironment?: unknown; vars?: Record<string, unknown> }
  try {
    built = JSON.parse(readFileSync('build/server/wrangler.json', 'utf8')) as typeof built
  } catch {
    return
  }
  const remote = ['MAGENTO_GRAPHQL_URL', 'STORYBLOK_ENDPOINT'].filter((name) => Boolean(built.vars?.[name]))
  const environment = typeof built.targetEnvironment === 'string' ? built.targetEnvironment : ''
  if (environment || remote.length > 0)
    throw new Error(
      `build/ holds a build for ${environment || remote.join(', ')}: the end-to-end tests would ` +
        'write into that shop. Run `npm run build` (or `npm test`, which builds) first.',
    )
}
refuseProductionBuild()

/**
 * End-to-end tests against what `npm start` serves (the production build under `vite preview`, with the embedded
 * backends beside it), driving Debian's Chromium. `npm test` builds and prepares the databases first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(mobile|links|recaptcha)\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // The crawl of every store's links runs after the browser tests, on its own: beside them (the checkout's and the
    // cart's slow-backend tests among them) the single workerd thread fell behind and its backend calls overran
    // their 3 s budget in three clean-clone runs.
    {
      name: 'links',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /links\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
    // reCAPTCHA switched on in the backend at run time: sign-in then needs a token, so nothing else may run beside it.
    {
      name: 'recaptcha',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /recaptcha\.spec\.ts/,
      dependencies: ['links'],
    },
  ],
  webServer: {
    command: `npx --no-install vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/us_et`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  },
})
