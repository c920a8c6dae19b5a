import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 11 item 2: zod and @conform-to/zod (about 35 KB gzipped) stay out of every page's initial JavaScript. The
 * browser gets a form's schema only through useValidatedForm's dynamic import; the server validates with it.
 *
 * This walks the static imports the browser bundle can reach, from the root and every route module: a route
 * module's own imports of zod, `*.schema` and `*.server` modules are left out (React Router removes them with
 * the action and loader), everything reached from there must not import them. `import { type X }` counts as an
 * import (verbatimModuleSyntax keeps it as `import {}`); only `import type` is erased.
 */
const FORBIDDEN = /^(zod(\/.*)?|@conform-to\/zod(\/.*)?)$/
const SERVER_ONLY = /(\.server|\.schema)$/
/** The schemas' zod building blocks: like a `*.schema` module, the browser may reach them only dynamically. */
const SCHEMA_BLOCKS = ['app/lib/validation.ts', 'app/lib/account/password.ts', 'app/lib/account/names.ts']
/**
 * The fast order (business customers only) checks the CSV's rows and its API's answers with zod in the browser:
 * its own route's chunk, not the layout's.
 */
const ALLOWED = ['app/lib/b2b/fast-order.ts']

function staticImports(source: string): string[] {
  const specifiers: string[] = []
  const statement = /^(import|export)\s+(?!type\s)([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) {
    // `export const x = ...` and the like have no `from`; a bare `import 'x'` has none either but loads x.
    if (match[1] === 'export' && !match[2]) continue
    specifiers.push(match[3] ?? '')
  }
  return specifiers
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? resolve('app', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  }
  return null
}

const relative = (file: string) => file.slice(resolve('.').length + 1)

function routeModules(): string[] {
  const routes = readdirSync('app/routes').map((name) => resolve('app/routes', name))
  return [resolve('app/root.tsx'), ...routes.filter((file) => /\.tsx?$/.test(file))]
}

/** Every module the browser can load statically, with the chain that reaches it. */
function clientGraph(): Map<string, string[]> {
  const reached = new Map<string, string[]>()
  const queue: [string, string[]][] = routeModules().map((file) => [file, [file]])
  while (queue.length) {
    const [file, chain] = queue.shift() ?? ['', []]
    if (reached.has(file)) continue
    reached.set(file, chain)
    const isRoute = chain.length === 1
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier)
      if (!target) continue
      const bare = target.replace(/\.tsx?$/, '')
      if (isRoute && (SERVER_ONLY.test(bare) || SCHEMA_BLOCKS.includes(relative(target)))) continue
      queue.push([target, [...chain, target]])
    }
  }
  return reached
}

describe('zod stays out of the initial JavaScript', () => {
  const graph = clientGraph()

  it('reaches the layout and the form components (the walk works)', () => {
    const files = [...graph.keys()].map(relative)
    expect(files).toContain('app/components/account/newsletter-form.tsx')
    expect(files).toContain('app/components/use-validated-form.ts')
    expect(files).toContain('app/lib/forms/constraints.ts')
  })

  it('no module the browser loads statically, other than a route module, imports zod, @conform-to/zod or a schema module', () => {
    const offenders = [...graph.entries()].flatMap(([file, chain]) => {
      if (chain.length === 1 || ALLOWED.includes(relative(file))) return []
      const source = readFileSync(file, 'utf8')
      return staticImports(source)
        .filter((specifier) => {
          const target = resolveModule(file, specifier)
          return (
            FORBIDDEN.test(specifier) ||
            /\.schema$/.test(specifier) ||
            (target !== null && SCHEMA_BLOCKS.includes(relative(target)))
          )
        })
        .map((specifier) => `${relative(file)} imports ${specifier} (via ${chain.map(relative).join(' → ')})`)
    })
    expect(offenders).toEqual([])
  })

  it('route components validate through useValidatedForm, not zod themselves', () => {
    const offenders = routeModules().flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return /getZodConstraint|onValidate:\s*\(\{ formData \}\)\s*=>\s*parseWithZod/.test(source)
        ? [relative(file)]
        : []
    })
    expect(offenders).toEqual([])
  })
})
