import { type SubmitEvent, useEffect, useRef, useState } from 'react'
import { Form, Link, data, redirect, useFetcher, useNavigation, useParams } from 'react-router'
import { z } from 'zod'
import { useCustomer } from '~/components/account/use-customer'
import {
  OrderSummary,
  type PreviewRow,
  PreviewTable,
  refusedFromOutcomes,
  refusedFromPreview,
} from '~/components/b2b/fast-order-views'
import {
  type AddLine,
  AddAnswerSchema,
  AddLineSchema,
  type CartState,
  CartStateSchema,
  type LineOutcome,
  type LineStatus,
  ProductInfoSchema,
  type RefusedRow,
  isRetryable,
  lineStatuses,
  lookupSkus,
  mergeRows,
  skuKey,
} from '~/lib/b2b/fast-order'
import {
  type CsvReadResult,
  FAST_ORDER_LIMITS,
  FAST_ORDER_TEXTS,
  PASTED_ORDER_TEXTS,
  checkFileMeta,
  readOrderBytes,
  readOrderCsv,
} from '~/lib/b2b/fast-order-csv'
import { FastOrderError, addOrderLines, loadFastOrderCart, lookupProducts } from '~/lib/b2b/fast-order.server'
import { readOrder } from '~/lib/b2b/read-order.client'
import { runBatches } from '~/lib/b2b/run-batches'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/customer.fast-order'

/**
 * Spec §2 /customer/fast-order: business customers fill their cart from a CSV (issue 10). With JavaScript the file
 * is read in the browser (a Web Worker for large files) and the lines go to the JSON endpoints in batches with a
 * progress bar; without, the same form posts the file here and the worker reads, checks and adds it.
 */

function toPreview(statuses: readonly LineStatus[]): { rows: PreviewRow[]; order: AddLine[] } {
  const rows: PreviewRow[] = []
  const order: AddLine[] = []
  for (const { line, product, issue } of statuses) {
    rows.push({
      key: line.key,
      lines: line.lines,
      sku: line.sku,
      quantity: line.quantityText,
      name: product?.name ?? null,
      issue,
    })
    if (!issue && product)
      order.push({
        sku: product.sku,
        quantity: line.quantity,
        before: 0,
        lines: line.lines,
        parentSku: product.parentSku,
      })
  }
  return { rows, order }
}

function withBefore(order: AddLine[], cart: CartState): AddLine[] {
  return order.map((line) => ({ ...line, before: cart.quantities[skuKey(line.sku)] ?? 0 }))
}

/** The longest pasted order sent back with its error; a longer one (the limit is 2 MB) is not worth the page's weight. */
const MAX_ECHOED_PASTE = 100_000

type ActionAnswer =
  | { stage: 'error'; error: string; pasted?: string }
  | { stage: 'preview'; rows: PreviewRow[]; order: AddLine[] }
  | { stage: 'result'; outcomes: LineOutcome[]; refused: RefusedRow[]; incomplete: boolean; retry: AddLine[] }
  | { stage: 'refreshed' }

const OrderFieldSchema = z.array(AddLineSchema).max(FAST_ORDER_LIMITS.maxRows)
const RefusedFieldSchema = z
  .array(z.object({ lines: z.array(z.number()), sku: z.string(), quantity: z.string(), reason: z.string() }))
  .max(FAST_ORDER_LIMITS.maxRows)

function jsonField<T>(schema: z.ZodType<T>, raw: FormDataEntryValue | null): T | null {
  if (typeof raw !== 'string') return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

// The file (2 MB) plus the form's other fields and multipart overhead.
const MAX_FORM_BYTES = FAST_ORDER_LIMITS.maxBytes + 256 * 1024

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const fail = (error: string, status = 400) => data<ActionAnswer>({ stage: 'error', error }, { status })
  // A file over the limit is refused from its size alone, before it is read or any backend is asked.
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FORM_BYTES) return fail(FAST_ORDER_TEXTS.tooLarge, 413)
  let form: FormData
  try {
    form = await readFormBody(request, { maxBytes: MAX_FORM_BYTES })
  } catch {
    return fail(FAST_ORDER_TEXTS.wrongData)
  }
  const intent = form.get('intent')
  // A pasted order comes back with any refusal of its preview (a backend outage too), so a page without JavaScript
  // shows it again to be sent once more.
  const csv = form.get('csv')
  const echo =
    intent === 'preview' && typeof csv === 'string' && csv && csv.length <= MAX_ECHOED_PASTE ? { pasted: csv } : {}
  try {
    if (intent === 'refresh') return data<ActionAnswer>({ stage: 'refreshed' })
    if (intent === 'preview') {
      const file = form.get('file')
      let read: CsvReadResult
      const chosen = isChosenFile(file)
      if (chosen) {
        const metaError = checkFileMeta(file.name, file.size)
        read = metaError ? { ok: false, error: metaError } : readOrderBytes(new Uint8Array(await file.arrayBuffer()))
      } else if (typeof csv === 'string' && csv.trim()) {
        read =
          csv.length > FAST_ORDER_LIMITS.maxBytes
            ? { ok: false, error: PASTED_ORDER_TEXTS.tooLarge }
            : readOrderCsv(csv, 'paste')
      } else {
        read = { ok: false, error: FAST_ORDER_TEXTS.nothingToRead }
      }
      // The pasted order (not a chosen file) comes back with its message, to be corrected.
      if (!read.ok)
        return data<ActionAnswer>({ stage: 'error', error: read.error, ...(chosen ? {} : echo) }, { status: 400 })
      const lines = mergeRows(read.rows)
      const [cart, products] = await Promise.all([
        loadFastOrderCart(services),
        lookupProducts(services, lookupSkus(lines)),
      ])
      const preview = toPreview(lineStatuses(lines, products, cart.state))
      return data<ActionAnswer>({ stage: 'preview', rows: preview.rows, order: withBefore(preview.order, cart.state) })
    }
    if (intent === 'add') {
      const order = jsonField(OrderFieldSchema, form.get('order'))
      const refusedBefore = jsonField(RefusedFieldSchema, form.get('refused')) ?? []
      if (!order || order.length === 0) return fail(FAST_ORDER_TEXTS.nothingToRead)
      const [cart, products] = await Promise.all([
        loadFastOrderCart(services),
        lookupProducts(
          services,
          order.map((line) => ({ sku: line.sku, parentSku: line.parentSku })),
        ),
      ])
      const result = await addOrderLines(services, cart, products, order)
      const retryKeys = new Set(result.outcomes.filter(isRetryable).map((outcome) => skuKey(outcome.sku)))
      return data<ActionAnswer>({
        stage: 'result',
        outcomes: result.outcomes,
        refused: [...refusedBefore, ...refusedFromOutcomes(result.outcomes)],
        incomplete: result.incomplete,
        retry: order.filter((line) => retryKeys.has(skuKey(line.sku))),
      })
    }
  } catch (error) {
    if (error instanceof FastOrderError) {
      if (error.status === 401)
        throw redirect(
          `/${services.store}/customer/login?redirectTo=${encodeURIComponent(`/${services.store}/customer/fast-order`)}`,
        )
      return data<ActionAnswer>({ stage: 'error', error: error.message, ...echo }, { status: error.status })
    }
    throw error
  }
  return fail(FAST_ORDER_TEXTS.nothingToRead)
}

const LookupAnswerSchema = z.object({
  cart: CartStateSchema,
  products: z.record(z.string(), ProductInfoSchema),
})
const ErrorAnswerSchema = z.object({ error: z.string() })

/** Batches sent at once: they hold different SKUs, so they never race for a cart line; more only queue up. */
const BATCHES_IN_FLIGHT = 2

async function postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const payload: unknown = await response.json().catch(() => null)
  if (response.status === 401) {
    window.location.assign(
      `${window.location.pathname.replace(/\/customer\/fast-order.*$/, '')}/customer/login?redirectTo=${encodeURIComponent(window.location.pathname)}`,
    )
  }
  const parsed = schema.safeParse(payload)
  if (response.ok && parsed.success) return parsed.data
  const error = ErrorAnswerSchema.safeParse(payload)
  throw new Error(
    error.success ? error.data.error : 'The fast order is unavailable right now. Please try again in a moment.',
  )
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string }
  | { kind: 'preview'; rows: PreviewRow[]; order: AddLine[] }
  | { kind: 'adding'; rows: PreviewRow[]; done: number; total: number }
  | {
      kind: 'result'
      added: number
      refused: RefusedRow[]
      incomplete: boolean
      retry: AddLine[]
      rows: PreviewRow[]
    }

export default function FastOrder({ actionData }: Route.ComponentProps) {
  const { locale } = useParams()
  const store = locale ?? 'us_et'
  // Spec §6: is_b2b from the layout's shared state (asked once per request, with the customer cookie only).
  const { isB2b } = useCustomer()

  if (!isB2b) {
    return (
      <div className="max-w-2xl space-y-4">
        <h2 data-focus-on-arrival className="text-xl font-semibold">
          Fast order
        </h2>
        <p>
          The fast order by CSV upload is for business customers. Your account is a consumer account, so it cannot use
          the fast order.
        </p>
        <p>
          Are you a salon or another professional?{' '}
          <Link to={`/${store}/Business`} className="underline">
            Register as a business customer
          </Link>
          .
        </p>
      </div>
    )
  }
  return <FastOrderWorkbench store={store} actionData={actionData} />
}

function FastOrderWorkbench({ store, actionData }: { store: string; actionData: ActionAnswer | undefined }) {
  const navigation = useNavigation()
  const refresher = useFetcher()
  const fileInput = useRef<HTMLInputElement>(null)
  const dropZone = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const base = `/${store}/customer/fast-order`

  // Without JavaScript (or before hydration) the action's answer is the state.
  const serverStage: Stage | null =
    stage.kind !== 'idle' || !actionData
      ? null
      : actionData.stage === 'preview'
        ? { kind: 'preview', rows: actionData.rows, order: actionData.order }
        : actionData.stage === 'result'
          ? {
              kind: 'result',
              added: actionData.outcomes.filter((outcome) => outcome.added).length,
              refused: actionData.refused,
              incomplete: actionData.incomplete,
              retry: actionData.retry,
              rows: [],
            }
          : null
  const shownStage = serverStage ?? stage
  // The check's preview and the run's summary replace what the keyboard was on: it moves to their heading, which
  // a screen reader then reads with the counts after it.
  useEffect(() => {
    const kind = shownStage.kind
    const heading = kind === 'preview' ? 'fast-order-preview' : kind === 'result' ? 'fast-order-summary' : null
    if (heading) document.getElementById(heading)?.focus()
  }, [shownStage.kind])
  const shownError = error ?? (stage.kind === 'idle' && actionData?.stage === 'error' ? actionData.error : null)

  async function check(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    const text = form.get('csv')
    setStage({ kind: 'busy', label: 'Reading your file…' })
    try {
      const read = await readOrder(isChosenFile(file) ? { file } : { text: typeof text === 'string' ? text : '' })
      if (!read.ok) {
        setError(read.error)
        setStage({ kind: 'idle' })
        return
      }
      const lines = mergeRows(read.rows)
      setStage({ kind: 'busy', label: `Checking ${lines.length.toLocaleString('en-US')} lines…` })
      const answer = await postJson(`${base}/lookup`, { skus: lookupSkus(lines) }, LookupAnswerSchema)
      const preview = toPreview(lineStatuses(lines, new Map(Object.entries(answer.products)), answer.cart))
      setStage({
        kind: 'preview',
        rows: preview.rows,
        order: withBefore(preview.order, answer.cart),
      })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
      setStage({ kind: 'idle' })
    }
  }

  /** The server reads the cart before each batch, so nothing is added twice; a retry sends one batch at a time. */
  async function add(order: AddLine[], rows: PreviewRow[], refusedBefore: RefusedRow[], retrying: boolean) {
    setError(null)
    setStage({ kind: 'adding', rows, done: 0, total: order.length })
    const run = await runBatches(order, (batch) => postJson(`${base}/add`, { lines: batch }, AddAnswerSchema), {
      batchSize: FAST_ORDER_LIMITS.batchSize,
      concurrency: retrying ? 1 : BATCHES_IN_FLIGHT,
      onProgress: (done) => setStage({ kind: 'adding', rows, done, total: order.length }),
    })
    if (run.error) setError(run.error)
    const { outcomes, incomplete } = run
    const retryKeys = new Set(outcomes.filter(isRetryable).map((outcome) => skuKey(outcome.sku)))
    setStage({
      kind: 'result',
      added: outcomes.filter((outcome) => outcome.added).length,
      refused: [...refusedBefore, ...refusedFromOutcomes(outcomes)],
      incomplete,
      retry: order.filter((line) => retryKeys.has(skuKey(line.sku))),
      rows,
    })
    // A POST revalidates the layout, so the header's cart badge shows what was added.
    void refresher.submit({ intent: 'refresh' }, { method: 'post', action: base })
  }

  // Dropping a file is a pointer shortcut for the file input (the keyboard way), so it fills that input.
  useEffect(() => {
    const zone = dropZone.current
    if (!zone) return
    const over = (event: globalThis.DragEvent) => {
      event.preventDefault()
      setDragging(true)
    }
    const leave = () => setDragging(false)
    const drop = (event: globalThis.DragEvent) => {
      event.preventDefault()
      setDragging(false)
      const files = event.dataTransfer?.files
      if (files && files.length > 0 && fileInput.current) {
        fileInput.current.files = files
        setError(null)
      }
    }
    zone.addEventListener('dragover', over)
    zone.addEventListener('dragleave', leave)
    zone.addEventListener('drop', drop)
    return () => {
      zone.removeEventListener('dragover', over)
      zone.removeEventListener('dragleave', leave)
      zone.removeEventListener('drop', drop)
    }
  }, [])

  const busy = shownStage.kind === 'busy' || shownStage.kind === 'adding' || navigation.state === 'submitting'
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h2 className="text-xl font-semibold">Fast order</h2>
        <p className="max-w-2xl text-stone-700">
          Upload a CSV file with two columns, SKU and quantity (a header row is optional; commas or semicolons, as Excel
          saves them). Up to {FAST_ORDER_LIMITS.maxRows.toLocaleString('en-US')} lines and 2 MB per file.{' '}
          <a href="/fast-order-template.csv" download className="underline">
            Download the CSV template
          </a>
        </p>
      </header>

      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => void check(event)}
        className="max-w-2xl space-y-4"
        aria-describedby={shownError ? 'fast-order-error' : undefined}
      >
        <input type="hidden" name="intent" value="preview" />
        <div
          ref={dropZone}
          className={`space-y-2 rounded border-2 border-dashed p-6 text-center ${dragging ? 'border-stone-900 bg-stone-50' : 'border-stone-300'}`}
        >
          <label htmlFor="fast-order-file" className="block font-medium">
            CSV file
          </label>
          <p className="text-sm text-stone-600">Drop your file here or choose it.</p>
          <input
            ref={fileInput}
            id="fast-order-file"
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="mx-auto block text-sm"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="fast-order-text" className="block font-medium">
            Or paste your order
          </label>
          <textarea
            id="fast-order-text"
            name="csv"
            rows={5}
            defaultValue={actionData?.stage === 'error' ? actionData.pasted : undefined}
            placeholder={'sku;quantity\nET-H00001;2'}
            className="w-full rounded border border-stone-300 px-3 py-2 font-mono text-sm"
          />
        </div>
        {shownError ? (
          <p
            id="fast-order-error"
            role="alert"
            className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {shownError}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white hover:bg-stone-700 disabled:opacity-60"
        >
          Check order
        </button>
        {shownStage.kind === 'busy' ? (
          <p role="status" className="text-sm text-stone-700">
            {shownStage.label}
          </p>
        ) : null}
      </Form>

      {shownStage.kind === 'preview' ? (
        <section aria-labelledby="fast-order-preview" className="space-y-4">
          <h2 id="fast-order-preview" tabIndex={-1} className="text-xl font-semibold">
            Check your order
          </h2>
          <p>
            {shownStage.order.length} {shownStage.order.length === 1 ? 'line is' : 'lines are'} ready,{' '}
            {shownStage.rows.length - shownStage.order.length} refused.
          </p>
          <PreviewTable rows={shownStage.rows} />
          {shownStage.order.length > 0 ? (
            <AddForm
              base={base}
              order={shownStage.order}
              refused={refusedFromPreview(shownStage.rows)}
              label={`Add ${shownStage.order.length} ${shownStage.order.length === 1 ? 'line' : 'lines'} to cart`}
              busy={busy}
              onAdd={(order, refused) => void add(order, shownStage.rows, refused, false)}
            />
          ) : null}
        </section>
      ) : null}

      {shownStage.kind === 'adding' ? (
        <section aria-labelledby="fast-order-progress" className="max-w-2xl space-y-2">
          <h2 id="fast-order-progress" className="text-xl font-semibold">
            Adding to cart
          </h2>
          <progress
            max={shownStage.total}
            value={shownStage.done}
            aria-labelledby="fast-order-progress"
            className="h-3 w-full"
          />
          <p role="status">
            {shownStage.done} of {shownStage.total} lines added
          </p>
        </section>
      ) : null}

      {shownStage.kind === 'result' ? (
        <>
          <OrderSummary
            store={store}
            added={shownStage.added}
            refused={shownStage.refused.filter(
              (row) => !shownStage.retry.some((line) => skuKey(line.sku) === skuKey(row.sku)),
            )}
            incomplete={shownStage.incomplete}
          />
          {shownStage.retry.length > 0 ? (
            <AddForm
              base={base}
              order={shownStage.retry}
              refused={shownStage.refused.filter(
                (row) => !shownStage.retry.some((line) => skuKey(line.sku) === skuKey(row.sku)),
              )}
              label={`Try the remaining ${shownStage.retry.length} ${shownStage.retry.length === 1 ? 'line' : 'lines'} again`}
              busy={busy}
              onAdd={(order, refused) => void add(order, shownStage.rows, refused, true)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  )
}

type AddFormProps = {
  base: string
  order: AddLine[]
  refused: RefusedRow[]
  label: string
  busy: boolean
  onAdd: (order: AddLine[], refused: RefusedRow[]) => void
}

/** Without JavaScript the order travels back in hidden fields; with, the batches go from the browser. */
function AddForm({ base, order, refused, label, busy, onAdd }: AddFormProps) {
  return (
    <Form
      method="post"
      action={base}
      onSubmit={(event) => {
        event.preventDefault()
        onAdd(order, refused)
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="order" value={JSON.stringify(order)} />
      <input type="hidden" name="refused" value={JSON.stringify(refused)} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white hover:bg-stone-700 disabled:opacity-60"
      >
        {label}
      </button>
    </Form>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Fast order', noindex: true })
}

/** A chosen file has a name, even an empty one (spec §5's wrong-data text); no file chosen is a nameless, empty part. */
function isChosenFile(value: FormDataEntryValue | null): value is File {
  return value instanceof File && (value.size > 0 || value.name !== '')
}
