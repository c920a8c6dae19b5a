import Papa from 'papaparse'

/**
 * Reading a fast-order CSV (spec §5, issue 10): pure, so the browser (main thread or Web Worker) and the worker
 * (the form posted without JavaScript) read a file the same way.
 */

export const FAST_ORDER_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /** Rows per product lookup and per addProductsToCart call. */
  batchSize: 100,
  /** Magento's SKU column is 64 characters. */
  maxSkuLength: 64,
  /** The cart's own limit per product (lib/cart.ts MAX_QUANTITY): what the fast order adds, the cart can change. */
  maxQuantity: 999,
} as const

export const FAST_ORDER_TEXTS = {
  wrongData: 'It appears that the file you uploaded does not contain the correct data. Please double-check',
  wrongType: 'Please upload a CSV file (.csv or .txt), for example an export from Excel.',
  tooLarge: 'This file is larger than 2 MB. Please split it into smaller files of at most 5,000 rows.',
  tooManyRows: 'This file has more than 5,000 rows. Please split it into smaller files of at most 5,000 rows.',
  nothingToRead: 'Choose a CSV file or paste your order first.',
} as const

/** The same refusals for an order pasted into the text box: it is not a file, so they do not speak of one. */
export const PASTED_ORDER_TEXTS = {
  wrongData: 'It appears that the order you pasted does not contain the correct data. Please double-check',
  tooLarge: 'This order is larger than 2 MB. Please paste it in parts of at most 5,000 rows.',
  tooManyRows: 'This order has more than 5,000 rows. Please paste it in parts of at most 5,000 rows.',
} as const

/** Where the text came from: a chosen file (spec §5's wording) or the paste box. */
export type OrderSource = 'file' | 'paste'

/** The refusals worded for the order's source. */
export function orderTexts(source: OrderSource): Record<keyof typeof PASTED_ORDER_TEXTS, string> {
  return source === 'paste' ? PASTED_ORDER_TEXTS : FAST_ORDER_TEXTS
}

export const ACCEPTED_EXTENSIONS = ['.csv', '.txt'] as const

/** One data row as written: the line number in the file and its two cells, trimmed (a SKU cut to a sane length). */
export type CsvRow = { line: number; sku: string; quantity: string; skuTooLong: boolean }

export type CsvReadResult = { ok: true; rows: CsvRow[]; hasHeader: boolean } | { ok: false; error: string }

/** The file's name and size are checked before a byte of it is read. */
export function checkFileMeta(name: string, size: number): string | null {
  const lower = name.toLowerCase()
  if (!ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension))) return FAST_ORDER_TEXTS.wrongType
  if (size > FAST_ORDER_LIMITS.maxBytes) return FAST_ORDER_TEXTS.tooLarge
  if (size === 0) return FAST_ORDER_TEXTS.wrongData
  return null
}

/**
 * Bytes to text: a UTF-8 BOM is dropped; a file that is not UTF-8 is read as Windows-1252 (Excel's "CSV (comma
 * delimited)" on Windows); NUL or other control bytes mean a binary file (a spreadsheet, an image), which is refused.
 */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  // UTF-16 exports ("Unicode text") start with a BOM of their own.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    start = 0
    try {
      return rejectBinary(
        new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(bytes.subarray(2)),
      )
    } catch {
      return null
    }
  }
  const body = bytes.subarray(start)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    text = new TextDecoder('windows-1252').decode(body)
  }
  return rejectBinary(text)
}

function rejectBinary(text: string): string | null {
  // Tabs, line breaks and form feeds occur in text files; NUL and the other C0 controls only in binary ones.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)) return null
  }
  return text.replace(/^\uFEFF/, '')
}

const SKU_HEADERS = new Set([
  'sku',
  'skus',
  'artikelnummer',
  'artikelnr',
  'article',
  'référence',
  'reference',
  'product',
  'productcode',
  'item',
])
const QUANTITY_HEADERS = new Set([
  'qty',
  'quantity',
  'quantities',
  'aantal',
  'menge',
  'anzahl',
  'quantité',
  'quantite',
  'amount',
  'stuks',
])

const headerKey = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '')

/**
 * Text to rows: `,`, `;` or tab delimited (guessed), quoted fields, an optional header naming the SKU and quantity
 * columns (in any order, extra columns ignored), Excel's `sep=;` first line, blank lines skipped.
 */
export function readOrderCsv(input: string, source: OrderSource = 'file'): CsvReadResult {
  const texts = orderTexts(source)
  let text = input.replace(/^\uFEFF/, '')
  const sep = /^sep=(.)\r?\n/i.exec(text)
  if (sep) text = text.slice(sep[0].length)
  if (!text.trim()) return { ok: false, error: texts.wrongData }
  const parsed = Papa.parse<string[]>(text, {
    delimiter: sep?.[1] ?? '',
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: 'greedy',
  })
  // Papaparse reports rows with a quote left open or a different number of fields; only the first is fatal.
  if (parsed.errors.some((error) => error.type === 'Quotes')) return { ok: false, error: texts.wrongData }
  const records = parsed.data.filter((record) => record.some((cell) => cell.trim() !== ''))
  if (records.length === 0) return { ok: false, error: texts.wrongData }

  const first = records[0] ?? []
  const skuHeader = first.findIndex((cell) => SKU_HEADERS.has(headerKey(cell)))
  const quantityHeader = first.findIndex((cell) => QUANTITY_HEADERS.has(headerKey(cell)))
  const hasHeader = skuHeader >= 0 || quantityHeader >= 0
  if (hasHeader && (skuHeader < 0 || quantityHeader < 0)) return { ok: false, error: texts.wrongData }
  const skuColumn = hasHeader ? skuHeader : 0
  const quantityColumn = hasHeader ? quantityHeader : 1

  const body = hasHeader ? records.slice(1) : records
  if (body.length > FAST_ORDER_LIMITS.maxRows) return { ok: false, error: texts.tooManyRows }
  // A file whose rows have no second column has no quantities: not an order.
  if (body.length === 0 || body.every((record) => record.length <= Math.max(skuColumn, quantityColumn))) {
    return { ok: false, error: texts.wrongData }
  }

  const delimiter = parsed.meta.delimiter
  const lineOf = lineNumbers(text, records.length, hasHeader, sep ? 1 : 0, delimiter)
  const columns = hasHeader ? first.length : 2
  const rows = body.map((record, index): CsvRow => {
    const sku = (record[skuColumn] ?? '').trim()
    const written = (record[quantityColumn] ?? '').trim()
    // `1,000` or `2,5` written unquoted in a comma file splits into two cells: digits in a column the file does not
    // have make the quantity what was written, which is then refused as not a whole number, never guessed at.
    const spill = quantityColumn === columns - 1 ? (record[quantityColumn + 1] ?? '').trim() : ''
    const quantity = /^\d+$/.test(spill) ? `${written}${delimiter}${spill}` : written
    return {
      line: lineOf[index] ?? index + 1,
      sku: sku.slice(0, FAST_ORDER_LIMITS.maxSkuLength + 1),
      skuTooLong: sku.length > FAST_ORDER_LIMITS.maxSkuLength,
      quantity: quantity.slice(0, 32),
    }
  })
  return { ok: true, rows, hasHeader }
}

/** The line each kept data row starts on, so a shopper can find it in their file (blank lines count). */
function lineNumbers(text: string, records: number, hasHeader: boolean, offset: number, delimiter: string): number[] {
  // A record spans several lines only inside quotes. A line without content (blanks, quotes and the file's own
  // delimiter only) was skipped as papaparse does; another delimiter's character (`;` in a comma file) is content.
  const lines = text.split(/\r\n|\n|\r/)
  const numbers: number[] = []
  let recordIndex = 0
  let inQuote = false
  for (let index = 0; index < lines.length && recordIndex < records; index++) {
    const line = lines[index] ?? ''
    if (!inQuote && line.replace(/[\s"]/g, '').split(delimiter).join('') === '') continue
    if (!inQuote) {
      numbers.push(index + 1 + offset)
      recordIndex++
    }
    const quotes = (line.match(/"/g) ?? []).length
    if (quotes % 2 === 1) inQuote = !inQuote
  }
  return hasHeader ? numbers.slice(1) : numbers
}

/** Bytes of an uploaded file to rows; what the Web Worker and the server both run. */
export function readOrderBytes(bytes: Uint8Array): CsvReadResult {
  if (bytes.byteLength > FAST_ORDER_LIMITS.maxBytes) return { ok: false, error: FAST_ORDER_TEXTS.tooLarge }
  const text = decodeCsvBytes(bytes)
  return text === null ? { ok: false, error: FAST_ORDER_TEXTS.wrongData } : readOrderCsv(text)
}
