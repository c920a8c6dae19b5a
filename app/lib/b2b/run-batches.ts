import { type AddLine, LINE_MESSAGES, type LineOutcome, chunk } from './fast-order'

export type BatchAnswer = { outcomes: LineOutcome[]; incomplete: boolean }

export type BatchRun = { outcomes: LineOutcome[]; incomplete: boolean; error: string | null }

const outcome = (line: AddLine, reason: string): LineOutcome => ({
  sku: line.sku,
  quantity: line.quantity,
  lines: line.lines,
  added: false,
  reason,
})

/**
 * Sends an order in batches, a few at a time (each SKU is in one batch only, so batches never touch the same cart
 * line). The first failure stops the run: no new batch starts, the ones under way finish, a batch without an
 * answer is "unconfirmed" (it may have landed; a retry checks the cart) and batches never sent are "not reached".
 * Outcomes come back in the order's order.
 */
export async function runBatches(
  order: readonly AddLine[],
  send: (batch: AddLine[]) => Promise<BatchAnswer>,
  options: { batchSize: number; concurrency: number; onProgress?: (done: number) => void },
): Promise<BatchRun> {
  const batches = chunk(order, options.batchSize)
  const results: (LineOutcome[] | undefined)[] = Array.from({ length: batches.length }, () => undefined)
  let next = 0
  let done = 0
  let stopped = false
  let error: string | null = null

  async function worker(): Promise<void> {
    while (!stopped && next < batches.length) {
      const index = next++
      const batch = batches[index] ?? []
      try {
        const answer = await send(batch)
        results[index] = answer.outcomes
        if (answer.incomplete) stopped = true
      } catch (caught) {
        stopped = true
        error ??= caught instanceof Error ? caught.message : String(caught)
        results[index] = batch.map((line) => outcome(line, LINE_MESSAGES.unconfirmed))
      }
      done += batch.length
      options.onProgress?.(done)
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
  const outcomes = results.flatMap(
    (result, index) => result ?? (batches[index] ?? []).map((line) => outcome(line, LINE_MESSAGES.notReached)),
  )
  return { outcomes, incomplete: stopped, error }
}
