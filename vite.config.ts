import { constants } from 'node:zlib'
import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import compression from 'compression'
import { type Plugin, defineConfig } from 'vite'
import { ensureDevVars } from './scripts/ensure-dev-vars.mjs'
import {
  normalizeRequestTarget,
  previewErrorPage,
  refuseForbiddenMethods,
  refuseOversizedBodies,
} from './scripts/preview-error-page.mjs'
import { reactServerChunks } from './scripts/react-server-chunks.mjs'

// Local settings (.dev.vars: secrets' development values, DEV_ENDPOINTS=1) for dev, build and preview alike; the
// Cloudflare plugin copies them next to the build for `vite preview`, and `wrangler deploy` never reads them.
ensureDevVars()

/**
 * `npm start` serves through `vite preview`, which does not compress; Cloudflare does in production. Gzip with a
 * flush after every write keeps the streamed HTML streaming, so local measurements see production-like bytes.
 */
function compressPreview(): Plugin {
  return {
    name: 'compress-preview',
    configurePreviewServer(server) {
      // Node closes an idle kept-alive connection after 5 s, which races a client reusing it (the test runner's
      // requests then fail with ECONNRESET); Cloudflare's edge keeps them far longer.
      if ('keepAliveTimeout' in server.httpServer) {
        server.httpServer.keepAliveTimeout = 65_000
        server.httpServer.headersTimeout = 66_000
      }
      const compress = compression({ flush: constants.Z_SYNC_FLUSH })
      // compression is typed for Express; at run time it needs only Node's request and response, which connect passes.
      type ExpressArgs = Parameters<typeof compress>
      server.middlewares.use(refuseForbiddenMethods)
      server.middlewares.use(refuseOversizedBodies)
      server.middlewares.use(normalizeRequestTarget)
      server.middlewares.use((req, res, next) => {
        compress(req as unknown as ExpressArgs[0], res as unknown as ExpressArgs[1], next)
      })
      // After the preview's own handlers: an error they pass on gets a plain page, never its stack.
      return () => {
        server.middlewares.use(previewErrorPage)
      }
    },
  }
}

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]/

/** The modules of the layout's static imports (every page loads them); `npm run bench` shows the effect. */
const LAYOUT_MODULES = new RegExp(
  [
    String.raw`app[\\/]state[\\/]`,
    String.raw`app[\\/](root\.tsx|routes[\\/]locale\.tsx)`,
    // The phone's menu and the header search's suggestions are islands of their own (layout/*-island.tsx), loaded
    // on first use.
    String.raw`app[\\/]components[\\/](layout[\\/](?!mobile-menu\.|search-box\.)|lazy-dialog|error-page|content-link|site-link|icons|logo)`,
    String.raw`app[\\/]components[\\/](cart[\\/](cart-context|js-flag)|wishlist[\\/]wishlist-context|account[\\/]use-customer)`,
    String.raw`app[\\/]lib[\\/](stores|links|safe-path|menu|prefetch|chunk-reload|seo|product-url|price|decode-entities)\.`,
    String.raw`app[\\/]components[\\/](island|content-page-view-island|listing[\\/]listing-view-island|breadcrumbs)\.`,
    String.raw`node_modules[\\/](valtio|proxy-compare)[\\/]`,
    'preload-helper',
  ].join('|'),
)

export default defineConfig({
  plugins: [
    compressPreview(),
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      remoteBindings: false,
      persistState: { path: '.wrangler/state' },
      // The embedded backends run beside the storefront and are reached through service bindings.
      auxiliaryWorkers: [
        { configPath: './workers/commerce/wrangler.toml' },
        { configPath: './workers/content/wrangler.toml' },
      ],
    }),
    tailwindcss(),
    reactRouter(),
    reactServerChunks(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM, React Router and what the layout (root.tsx) imports load on every page together:
                // one file compresses better than two (0.7 KB less) or than a dozen small ones (2–4 KB less).
                { name: 'framework', test: (id) => FRAMEWORK_MODULES.test(id) || LAYOUT_MODULES.test(id) },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8787) },
})
