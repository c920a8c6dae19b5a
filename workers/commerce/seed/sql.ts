// SQL text building for the seed. Values are literals (not bound) so the statements can be written to a .sql file
// for `wrangler d1 execute --file`.

export type SqlValue = string | number | null

export function sqlValue(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  return `'${value.replaceAll("'", "''")}'`
}

// D1 limits one statement to 100 KB, so rows are split into multi-row INSERTs below that size.
const MAX_STATEMENT_BYTES = 60_000

export function insertRows(table: string, columns: readonly string[], rows: readonly SqlValue[][]): string[] {
  const statements: string[] = []
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
  let tuples: string[] = []
  let size = head.length
  for (const row of rows) {
    const tuple = `(${row.map(sqlValue).join(', ')})`
    if (tuples.length > 0 && size + tuple.length > MAX_STATEMENT_BYTES) {
      statements.push(`${head}${tuples.join(',\n')};`)
      tuples = []
      size = head.length
    }
    tuples.push(tuple)
    size += tuple.length + 2
  }
  if (tuples.length > 0) statements.push(`${head}${tuples.join(',\n')};`)
  return statements
}
