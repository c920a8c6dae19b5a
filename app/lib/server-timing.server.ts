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
}

function sanitize(value: string): string {
  return value.replace(/[^A-Za-z0-9 _.:/-]/g, '').slice(0, 80)
}
