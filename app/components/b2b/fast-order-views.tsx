import type { LineOutcome, RefusedRow } from '~/lib/b2b/fast-order'
import { FAST_ORDER_LIMITS } from '~/lib/b2b/fast-order-csv'

/** A preview line as the page shows it: serialisable, so the action without JavaScript can answer it too. */
export type PreviewRow = {
  key: string
  lines: number[]
  sku: string
  quantity: string
  name: string | null
  issue: string | null
}

/** Long cells (a 100 KB field) are cut for display; React escapes whatever remains. */
const shown = (value: string): string =>
  value.length > FAST_ORDER_LIMITS.maxSkuLength ? `${value.slice(0, FAST_ORDER_LIMITS.maxSkuLength)}…` : value

/** A SKU is read whole ("ET-H00001", not "ET- / H00 / 001"): it breaks only when it is longer than any real one. */
const skuCell = (sku: string): string =>
  `px-3 py-2 font-mono ${sku.length > SKU_KEPT_WHOLE ? 'break-all' : 'whitespace-nowrap'}`
const SKU_KEPT_WHOLE = 24
const statusColour = (row: PreviewRow): string => (row.issue ? 'text-red-800' : 'text-emerald-800')

export function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const ready = rows.filter((row) => !row.issue).length
  return (
    <div className="max-h-[28rem] overflow-auto rounded border border-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Order preview: {ready} ready, {rows.length - ready} refused
        </caption>
        <thead className="sticky top-0 bg-stone-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Quantity
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-stone-200">
              <td className="px-3 py-2 tabular-nums">{row.lines.join(', ')}</td>
              <td className={skuCell(row.sku)}>{shown(row.sku)}</td>
              <td className="px-3 py-2">
                {row.name ?? '—'}
                {/* A phone has no room for a fifth column: the status goes under the product (one of the two is shown). */}
                <span className={`mt-1 block sm:hidden ${statusColour(row)}`}>{row.issue ?? 'Ready'}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{shown(row.quantity)}</td>
              <td className={`hidden px-3 py-2 sm:table-cell ${statusColour(row)}`}>{row.issue ?? 'Ready'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function refusedFromPreview(rows: readonly PreviewRow[]): RefusedRow[] {
  return rows.flatMap((row) =>
    row.issue ? [{ lines: row.lines, sku: row.sku, quantity: row.quantity, reason: row.issue }] : [],
  )
}

export function refusedFromOutcomes(outcomes: readonly LineOutcome[]): RefusedRow[] {
  return outcomes.flatMap((outcome) =>
    outcome.added
      ? []
      : [{ lines: outcome.lines, sku: outcome.sku, quantity: String(outcome.quantity), reason: outcome.reason ?? '' }],
  )
}

type SummaryProps = {
  store: string
  added: number
  refused: readonly RefusedRow[]
  incomplete: boolean
}

/** The end of a run: N added, M refused with their reasons, the refused lines as a CSV, and the way on. */
export function OrderSummary({ store, added, refused, incomplete }: SummaryProps) {
  return (
    <section aria-labelledby="fast-order-summary" className="space-y-4">
      <h2 id="fast-order-summary" tabIndex={-1} className="text-xl font-semibold">
        Summary
      </h2>
      <p role="status" className="rounded bg-stone-100 p-3">
        {added} {added === 1 ? 'line' : 'lines'} added to your cart, {refused.length} refused.
      </p>
      {incomplete ? (
        <p role="alert" className="rounded border border-amber-400 bg-amber-50 p-3 text-amber-900">
          The order was interrupted. The lines above that were added stay in your cart; try again to add the rest —
          lines already in your cart are not added twice.
        </p>
      ) : null}
      {refused.length > 0 ? (
        <>
          <div className="max-h-80 overflow-auto rounded border border-stone-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Refused lines</caption>
              <thead className="sticky top-0 bg-stone-100">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2">
                    SKU
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Quantity
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody>
                {refused.map((row) => (
                  <tr key={`${row.lines.join('-')}-${row.sku}`} className="border-t border-stone-200">
                    <td className="px-3 py-2 tabular-nums">{row.lines.join(', ')}</td>
                    <td className={skuCell(row.sku)}>{shown(row.sku)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{shown(row.quantity)}</td>
                    <td className="px-3 py-2 text-red-800">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* A plain form: the browser downloads the answer, with or without JavaScript. */}
          <form method="post" action={`/${store}/customer/fast-order/refused.csv`}>
            <input type="hidden" name="rows" value={JSON.stringify(refused)} />
            <button
              type="submit"
              className="rounded-full border border-stone-900 px-5 py-2 font-medium hover:bg-stone-100"
            >
              Download refused lines (CSV)
            </button>
          </form>
        </>
      ) : null}
      <p className="flex flex-wrap gap-4">
        <a
          href={`/${store}/cart`}
          className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white hover:bg-stone-700"
        >
          Go to cart
        </a>
        <a
          href={`/${store}/checkout/user-account`}
          className="rounded-full border border-stone-900 px-6 py-3 font-medium hover:bg-stone-100"
        >
          Check out
        </a>
      </p>
    </section>
  )
}
