/**
 * The cart's quantity changes not answered yet: typed and waiting out spec §7's 1000 ms, or on their way. The way to
 * the checkout sends the waiting ones at once and goes on when every one is answered, so the checkout reads the cart
 * as the shopper left it, not as it was before their last keystrokes.
 */
const waiting = new Map<string, () => Promise<void>>()
const sending = new Map<string, Promise<void>>()

/** A line's change waits to be sent by `send` (again: the newer one replaces it). */
export function waitToSend(line: string, send: () => Promise<void>): void {
  waiting.set(line, send)
}

/** The line's change goes now (its wait is over): no longer waiting, followed until it is answered. */
export function sendNow(line: string, sent: Promise<void>): Promise<void> {
  waiting.delete(line)
  const followed = sent.catch(() => undefined)
  sending.set(line, followed)
  void followed.finally(() => {
    if (sending.get(line) === followed) sending.delete(line)
  })
  return sent
}

export function cartUpdatesPending(): boolean {
  return waiting.size > 0 || sending.size > 0
}

/** Whether this line's change is waiting or on its way (so it needs no sending of its own). */
export function lineUpdatePending(line: string): boolean {
  return waiting.has(line) || sending.has(line)
}

/** Sends every waiting change at once; settles when all of them, and those on their way, are answered. */
export async function settleCartUpdates(): Promise<void> {
  const now = [...waiting.values()]
  waiting.clear()
  await Promise.allSettled([...now.map((send) => send()), ...sending.values()])
}
