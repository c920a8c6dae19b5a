/** Collects `Server-Timing` entries for one request: every upstream call and every cache answer is named. */
export class ServerTiming {
  private readonly entries: string[] = []
  private counter = 0

  record(name: string, durationMs: number, description: string): void {
    const metric = `${sanitize(name)}-${++this.counter}`
    this.entries.push(`${metric};dur=${durationMs.toFixed(1)};desc="${sanitize(description)}"`)
  }

  async measure<T>(name: string, description: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.record(name, performance.now() - started, description)
    }
  }

  header(): string {
    return this.entries.join(', ')
  }

  /**
   * What anyone may read: the worker's own time only. Which upstream calls ran and which cache keys hit tell a
   * stranger what other visitors just did (a search term someone else typed is a memory hit), so the named entries
   * are for operators (ops token) and local development.
   */
  publicHeader(): string {
    return this.entries.filter((entry) => entry.startsWith('render-')).join(', ')
  }
}

function sanitize(value: string): string {
  return value.replace(/[^A-Za-z0-9 _.:/-]/g, '').slice(0, 80)
}
