import { CART_MESSAGES, MAX_QUANTITY, type TrainingKind, trainingMixError } from '../cart'
import { lineMaxMessage, stockLeftMessage } from '../cart-limits'

/**
 * Sign-in cart merge (spec §4 "Login cart handling") under spec §5's rules: training and regular products never
 * share a cart, and a cart holds no more of an item than its stock. Pure, so the sign-in and its tests use one rule.
 */

/**
 * How much of which stock item a cart line holds: the chosen variant's SKU for a configurable, else the product's;
 * `left`, the stock left when the backend tells it (Magento's only_x_left_in_stock).
 */
export type StockLine = { stockKey: string; quantity: number; left?: number | null }

/** One line of the guest cart, as the merge sees it. */
export type GuestLine = StockLine & { uid: string; name: string; kind: TrainingKind }

export type LeftOut = { line: GuestLine; reason: string }
export type MergePlan = { carry: GuestLine[]; leave: LeftOut[] }

/**
 * Which guest lines may join the customer cart. The customer cart is kept as it is; each guest line is checked as
 * an add to the cart it would join (the customer's lines plus the guest lines already carried), so the result is
 * never mixed, a customer cart holding a training takes nothing more, and no item comes to more than a cart line
 * may hold (MAX_QUANTITY, `customerStock` being what the customer's lines hold) — the add rules, applied to the merge.
 */
export function planCartMerge(
  customerLines: readonly TrainingKind[],
  guest: readonly GuestLine[],
  customerStock: readonly StockLine[] = [],
): MergePlan {
  const joined = [...customerLines]
  const held = totals(customerStock)
  const plan: MergePlan = { carry: [], leave: [] }
  for (const line of guest) {
    const inCart = held.get(line.stockKey) ?? 0
    const reason =
      trainingMixError(joined, line.kind !== 'regular') ??
      (inCart + line.quantity > MAX_QUANTITY ? lineMaxMessage(MAX_QUANTITY - inCart) : null)
    if (reason) {
      plan.leave.push({ line, reason })
    } else {
      plan.carry.push(line)
      joined.push(line.kind)
      held.set(line.stockKey, inCart + line.quantity)
    }
  }
  return plan
}

/**
 * The carried guest lines the backend did not take: their stock item's quantity in the merged cart falls short of
 * the customer's plus the carried lines'. The backend leaves out a guest line the stock cannot cover (Magento
 * 2.4.7's mergeCarts does, and so does the embedded backend); where it would keep one with too much, nothing is short.
 */
export function shortLines(
  customer: readonly StockLine[],
  carried: readonly GuestLine[],
  merged: readonly StockLine[],
): LeftOut[] {
  const expected = totals([...customer, ...carried])
  const actual = totals(merged)
  return carried.flatMap((line) => {
    const held = actual.get(line.stockKey) ?? 0
    if (held >= (expected.get(line.stockKey) ?? 0)) return []
    // In the add's words where the stock left is known: how many the cart holds of how many there are.
    const left = line.left
    const reason = typeof left === 'number' && left > 0 ? stockLeftMessage(left, held) : CART_MESSAGES.qtyUnavailable
    return [{ line, reason }]
  })
}

function totals(lines: readonly StockLine[]): Map<string, number> {
  const sums = new Map<string, number>()
  for (const { stockKey, quantity } of lines) sums.set(stockKey, (sums.get(stockKey) ?? 0) + quantity)
  return sums
}

/**
 * What the shopper reads about lines left in the guest cart: their names and, in the spec's words, why.
 * Null when everything was carried over.
 */
export function notCarriedMessage(leave: readonly LeftOut[]): string | null {
  if (leave.length === 0) return null
  const byReason = new Map<string, string[]>()
  for (const { line, reason } of leave) byReason.set(reason, [...(byReason.get(reason) ?? []), line.name])
  return [...byReason]
    .map(([reason, names]) => `Not carried over to your cart: ${nameList([...new Set(names)])}. ${sentence(reason)}`)
    .join(' ')
}

/** A reason as a sentence: Magento's words come without a full stop, the shop's own with one. */
const sentence = (reason: string) => (reason.endsWith('.') ? reason : `${reason}.`)

/** A few names in full, the rest counted, so the notice stays short enough for the message cookie. */
function nameList(names: string[]): string {
  const shown = names.slice(0, MAX_NAMES).map((name) => (name.length > 60 ? `${name.slice(0, 59)}…` : name))
  const rest = names.length - shown.length
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ')
}

const MAX_NAMES = 3

export const NOT_CARRIED_TITLE = 'Your guest cart'
