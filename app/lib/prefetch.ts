/** Spec §9: links are prefetched once the page has been idle for 2000 ms, but never on 2g or with data saver. */
export const PREFETCH_IDLE_MS = 2000

export type ConnectionHint = { saveData?: boolean; effectiveType?: string }

export function allowsPrefetch(connection: ConnectionHint | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
