import { trainingMixError } from '../cart'

/**
 * Sign-in cart merge (spec §4 "Login cart handling") under spec §5's rule that training and regular products
 * never share a cart. Pure, so the sign-in and its tests use one rule.
 */

/** One line of the guest cart, as the merge sees it. */
export type GuestLine = { uid: string; name: string; isTraining: boolean }

export type LeftOut = { line: GuestLine; reason: string }
export type MergePlan = { carry: GuestLine[]; leave: LeftOut[] }

/**
 * Which guest lines may join the customer cart. The customer cart is kept as it is; each guest line is checked as
 * an add to the cart it would join (the customer's lines plus the guest lines already carried), so the result is
 * never mixed and a customer cart holding a training takes nothing more — the add rules, applied to the merge.
 */
export function planCartMerge(customerLinesTraining: readonly boolean[], guest: readonly GuestLine[]): MergePlan {
  const joined = [...customerLinesTraining]
  const plan: MergePlan = { carry: [], leave: [] }
  for (const line of guest) {
    const reason = trainingMixError(joined, line.isTraining)
    if (reason) {
      plan.leave.push({ line, reason })
    } else {
      plan.carry.push(line)
      joined.push(line.isTraining)
    }
  }
  return plan
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
    .map(([reason, names]) => `Not carried over to your cart: ${nameList([...new Set(names)])}. ${reason}.`)
    .join(' ')
}

/** A few names in full, the rest counted, so the notice stays short enough for the message cookie. */
function nameList(names: string[]): string {
  const shown = names.slice(0, MAX_NAMES).map((name) => (name.length > 60 ? `${name.slice(0, 59)}…` : name))
  const rest = names.length - shown.length
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ')
}

const MAX_NAMES = 3

export const NOT_CARRIED_TITLE = 'Your guest cart'
