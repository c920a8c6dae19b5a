import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
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
  ],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8787) },
})
