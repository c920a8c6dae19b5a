import { z } from 'zod'
import { FAST_ORDER_LIMITS } from '~/lib/b2b/fast-order-csv'
import { AddLineSchema, refusedCsv } from '~/lib/b2b/fast-order'
import { FastOrderError, addOrderLines, loadFastOrderCart, lookupProducts } from '~/lib/b2b/fast-order.server'
import { type RequestServices, servicesContext } from '~/lib/context.server'
import { signOutInJsonAnswer } from '~/lib/session.server'
import { readFormBody } from '~/lib/form-body.server'
import { readJsonBody } from '~/lib/json-body.server'
import type { Route } from './+types/fast-order-api'

/**
 * The fast order's JSON endpoints for the page with JavaScript: `POST …/fast-order/lookup` ({ skus }) answers the
 * products and the cart state, `POST …/fast-order/add` ({ lines }, at most 100) adds one batch. Both re-check
 * that the shopper is a signed-in business customer; nothing here is cached.
 */
const LookupSchema = z.object({
  skus: z.array(z.string().min(1).max(FAST_ORDER_LIMITS.maxSkuLength)).max(FAST_ORDER_LIMITS.maxRows),
})
const AddSchema = z.object({
  lines: z.array(AddLineSchema).min(1).max(FAST_ORDER_LIMITS.batchSize),
})

// 5,000 SKUs of 64 characters as JSON stay well below this.
const MAX_BODY_BYTES = 512 * 1024

const HEADERS = { 'Cache-Control': 'private, no-store' }
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: HEADERS })

const RefusedSchema = z
  .array(
    z.object({
      lines: z.array(z.number().int().min(0)).max(FAST_ORDER_LIMITS.maxRows),
      sku: z.string().max(FAST_ORDER_LIMITS.maxSkuLength + 1),
      quantity: z.string().max(32),
      reason: z.string().max(300),
    }),
  )
  .max(FAST_ORDER_LIMITS.maxRows)

/** `POST …/fast-order/refused.csv` (form field `rows`): the refused lines as a download, formulas escaped. */
async function refusedDownload(request: Request): Promise<Response> {
  if (Number(request.headers.get('Content-Length') ?? 0) > 4 * MAX_BODY_BYTES)
    return answer({ error: 'Too large.' }, 413)
  let rows: unknown
  try {
    const raw = (await readFormBody(request)).get('rows')
    rows = typeof raw === 'string' ? JSON.parse(raw) : undefined
  } catch {
    rows = undefined
  }
  const parsed = RefusedSchema.safeParse(rows)
  if (!parsed.success) return answer({ error: 'The refused lines could not be read.' }, 400)
  return new Response(refusedCsv(parsed.data), {
    headers: {
      ...HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="fast-order-refused.csv"',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const response = await step(services, request, params.step)
  // A session the backend refused meanwhile: signed out (spec §4), and the page's script gets its 401, which sends
  // the shopper to sign in and back to the fast order, instead of the home page's HTML in place of JSON.
  signOutInJsonAnswer(services)
  return response
}

async function step(services: RequestServices, request: Request, name: string | undefined): Promise<Response> {
  // Only the fast order's own shoppers download its refusals (the file echoes what the page sent).
  if (name === 'refused.csv')
    return services.customerToken
      ? refusedDownload(request)
      : answer({ error: 'Please sign in to use the fast order.' }, 401)
  const read = await readJsonBody(request, MAX_BODY_BYTES)
  const body = read.ok ? read.value : undefined
  try {
    if (name === 'lookup') {
      const parsed = LookupSchema.safeParse(body)
      if (!parsed.success) return answer({ error: 'The order could not be read.' }, 400)
      const [cart, products] = await Promise.all([
        loadFastOrderCart(services),
        lookupProducts(services, parsed.data.skus),
      ])
      return answer({ cart: cart.state, products: Object.fromEntries(products) })
    }
    if (name === 'add') {
      const parsed = AddSchema.safeParse(body)
      if (!parsed.success) return answer({ error: 'The order could not be read.' }, 400)
      const { lines } = parsed.data
      // The cart as it is now, read for every batch (it also checks the business customer): the training rule
      // (spec §5) is judged against it, never against what the page last saw (another tab, another batch may have
      // changed it), and a line already in it is not added twice.
      const [cart, products] = await Promise.all([
        loadFastOrderCart(services),
        lookupProducts(
          services,
          lines.map((line) => ({ sku: line.sku, parentSku: line.parentSku })),
        ),
      ])
      const result = await addOrderLines(services, cart, products, lines)
      return answer({ outcomes: result.outcomes, incomplete: result.incomplete })
    }
  } catch (error) {
    if (error instanceof FastOrderError) return answer({ error: error.message }, error.status)
    console.error('fast order endpoint failed', error instanceof Error ? error.message : error)
    return answer({ error: 'The fast order is unavailable right now. Please try again in a moment.' }, 503)
  }
  return answer({ error: 'Not found' }, 404)
}

export function loader() {
  return answer({ error: 'Use POST.' }, 405)
}
