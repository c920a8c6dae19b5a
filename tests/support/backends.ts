/**
 * The embedded commerce and content backends as auxiliary workers of the `workers-app` test project, so that
 * `workers/app.ts` runs in workerd against the same programs `npm start` serves (real D1, real KV, service
 * bindings), not against mocks. Miniflare runs auxiliary workers from plain JavaScript, so each backend is bundled
 * here (esbuild, with Vite's `?raw` imports as text); its bindings come from its own wrangler.toml.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Plugin, build } from 'esbuild'
import { unstable_readConfig } from 'wrangler'
import { z } from 'zod'
import { RECAPTCHA_TEST } from './recaptcha-test-keys.ts'

const OUT_DIR = '.wrangler/test-backends'

/** Vite's `import text from './file?raw'`, which the commerce backend uses for its GraphQL schema. */
const rawText: Plugin = {
  name: 'raw-text',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'raw-text',
    }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }))
  },
}

async function bundle(name: string, entry: string): Promise<string> {
  const outfile = resolve(OUT_DIR, `${name}.mjs`)
  mkdirSync(dirname(outfile), { recursive: true })
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['node:*', 'cloudflare:*'],
    plugins: [rawText],
    logLevel: 'warning',
  })
  return outfile
}

/** The parts of a wrangler.toml the tests need; wrangler parses the file, zod checks what it answered. */
const WorkerConfigSchema = z.object({
  name: z.string(),
  compatibility_date: z.string(),
  compatibility_flags: z.array(z.string()),
  vars: z.record(z.string(), z.string()),
  d1_databases: z.array(z.object({ binding: z.string(), database_id: z.string().optional() })),
  kv_namespaces: z.array(z.object({ binding: z.string(), id: z.string().optional() })),
})

function readWorkerConfig(configPath: string) {
  // The top level (`env: ''`), whatever CLOUDFLARE_ENV says: `[env.production]` is a real shop's, never the tests'.
  const raw: unknown = unstable_readConfig({ config: configPath, env: '' })
  return WorkerConfigSchema.parse(raw)
}

/** Miniflare options of one backend: the bindings of its own wrangler.toml, running the bundle. */
async function backend(configPath: string) {
  const config = readWorkerConfig(configPath)
  return {
    name: config.name,
    modules: true,
    scriptPath: await bundle(config.name, resolve(dirname(configPath), 'index.ts')),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: config.vars,
    d1Databases: Object.fromEntries(config.d1_databases.map((db) => [db.binding, db.database_id ?? db.binding])),
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((kv) => [kv.binding, kv.id ?? kv.binding])),
  }
}

type Backend = Awaited<ReturnType<typeof backend>>

/** The commerce and the content backend, as `npm start` runs them. */
export async function embeddedBackends(): Promise<[commerce: Backend, content: Backend]> {
  return Promise.all([backend('./workers/commerce/wrangler.toml'), backend('./workers/content/wrangler.toml')])
}

/**
 * For the storefront's reCAPTCHA tests: the same commerce backend (its bundle) on the same database, as a store with reCAPTCHA
 * keys would run it, and a stand-in for Google's siteverify (unreachable from here) that its outbound requests go to.
 * The stand-in checks the secret and finds tokens starting with `humanPrefix` genuine (score 0.9), others not.
 */
export function recaptchaBackends(commerce: Backend) {
  const siteverify = `export default {
    async fetch(request) {
      const form = new URLSearchParams(await request.text())
      const genuine = form.get('secret') === ${JSON.stringify(RECAPTCHA_TEST.privateKey)} &&
        (form.get('response') ?? '').startsWith(${JSON.stringify(RECAPTCHA_TEST.humanPrefix)})
      return Response.json(genuine ? { success: true, score: 0.9 } : { success: false, 'error-codes': ['invalid-input-response'] })
    },
  }`
  return [
    {
      ...commerce,
      name: 'et-commerce-recaptcha',
      bindings: {
        ...commerce.bindings,
        RECAPTCHA_WEBSITE_KEY: RECAPTCHA_TEST.websiteKey,
        RECAPTCHA_PRIVATE_KEY: RECAPTCHA_TEST.privateKey,
        RECAPTCHA_FORMS: RECAPTCHA_TEST.forms,
        RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      },
      outboundService: 'recaptcha-siteverify',
    },
    { name: 'recaptcha-siteverify', modules: true, script: siteverify },
  ]
}

/** The D1 database id of the commerce backend, so the test runner can migrate and seed the very same database. */
export const COMMERCE_DATABASE_ID =
  readWorkerConfig('./workers/commerce/wrangler.toml').d1_databases[0]?.database_id ?? 'et-commerce'

/**
 * The storefront's own [vars] from wrangler.toml (the top level, never `[env.production]`), always with the embedded
 * backends: a Magento or Storyblok address written there must not receive the tests' customers and orders.
 */
export function storefrontVars(): Record<string, string> {
  return {
    ...readWorkerConfig('./wrangler.toml').vars,
    MAGENTO_GRAPHQL_URL: '',
    STORYBLOK_ENDPOINT: '',
    EXTERNAL_CHECKOUT_URL: '',
  }
}
