import { describe, expect, it } from 'vitest'
import {
  FAST_ORDER_TEXTS,
  PASTED_ORDER_TEXTS,
  checkFileMeta,
  decodeCsvBytes,
  readOrderBytes,
  readOrderCsv,
} from '~/lib/b2b/fast-order-csv'
import {
  LINE_MESSAGES,
  type ProductInfo,
  chunk,
  escapeCell,
  isRetryable,
  lineStatuses,
  mergeRows,
  quantityIssue,
  refusedCsv,
} from '~/lib/b2b/fast-order'
import { parentCandidates } from '~/lib/b2b/fast-order.server'
import { MAX_QUANTITY } from '~/lib/cart'
import { lineMaxMessage } from '~/lib/cart-limits'
import { runBatches } from '~/lib/b2b/run-batches'

const rowsOf = (text: string) => {
  const result = readOrderCsv(text)
  if (!result.ok) throw new Error(result.error)
  return result.rows.map(({ line, sku, quantity }) => [line, sku, quantity])
}

describe('reading a fast-order CSV', () => {
  it('reads comma and semicolon files, with or without a header, in either column order', () => {
    expect(rowsOf('ET-H00001,2\nET-B00002,3')).toEqual([
      [1, 'ET-H00001', '2'],
      [2, 'ET-B00002', '3'],
    ])
    expect(rowsOf('Quantity;SKU;Note\n4;ET-H00001;x\n')).toEqual([[2, 'ET-H00001', '4']])
    expect(rowsOf('sep=;\r\nSKU;Qty\r\nET-H00001;1\r\n')).toEqual([[3, 'ET-H00001', '1']])
  })

  it('handles quoted fields, blank lines and Excel exports', () => {
    expect(rowsOf('"sku";"quantity"\n\n"ET-H00001";"2"\n;;\n" ET-B00002 ";"1,5"\n')).toEqual([
      [3, 'ET-H00001', '2'],
      [5, 'ET-B00002', '1,5'],
    ])
    const excel = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('SKU;Quantity\r\nET-H00001;2\r\n')])
    expect(readOrderBytes(excel)).toMatchObject({
      ok: true,
      hasHeader: true,
      rows: [{ sku: 'ET-H00001', quantity: '2' }],
    })
    // Windows-1252 ("CSV (comma delimited)"): é is 0xe9, not UTF-8, still read.
    expect(decodeCsvBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31]))).toBe('Café,1')
  })

  it('refuses unreadable, empty and column-less input with the spec text', () => {
    const wrong = { ok: false, error: FAST_ORDER_TEXTS.wrongData }
    expect(readOrderCsv('')).toEqual(wrong)
    expect(readOrderCsv('\n\n  \n')).toEqual(wrong)
    expect(readOrderCsv('ET-H00001\nET-B00002\n')).toEqual(wrong)
    expect(readOrderCsv('sku;price\nET-H00001;12.50')).toEqual(wrong)
    expect(readOrderCsv('sku;quantity\n')).toEqual(wrong)
    expect(readOrderCsv('"ET-H00001;2\nET-B00002;1')).toEqual(wrong)
    // A spreadsheet or an image: NUL and control bytes.
    expect(readOrderBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toEqual(wrong)
  })

  it('checks the file name and size before reading, and the row count', () => {
    expect(checkFileMeta('order.xlsx', 100)).toBe(FAST_ORDER_TEXTS.wrongType)
    expect(checkFileMeta('order.CSV', 100)).toBeNull()
    expect(checkFileMeta('order.csv', 2 * 1024 * 1024 + 1)).toBe(FAST_ORDER_TEXTS.tooLarge)
    expect(checkFileMeta('order.csv', 0)).toBe(FAST_ORDER_TEXTS.wrongData)
    const many = Array.from({ length: 5001 }, (_, index) => `ET-H${index},1`).join('\n')
    expect(readOrderCsv(many)).toEqual({ ok: false, error: FAST_ORDER_TEXTS.tooManyRows })
    expect(readOrderCsv(`sku,quantity\n${Array.from({ length: 5000 }, () => 'ET-H00001,1').join('\n')}`).ok).toBe(true)
  })

  it('words its refusals of a pasted order for the paste box, not for a file', () => {
    expect(readOrderCsv('ET-H00001\nET-B00002\n', 'paste')).toEqual({ ok: false, error: PASTED_ORDER_TEXTS.wrongData })
    const many = Array.from({ length: 5001 }, (_, index) => `ET-H${index},1`).join('\n')
    expect(readOrderCsv(many, 'paste')).toEqual({ ok: false, error: PASTED_ORDER_TEXTS.tooManyRows })
    for (const text of Object.values(PASTED_ORDER_TEXTS)) expect(text).not.toMatch(/file/i)
  })

  it('cuts a 100 KB field and marks it', () => {
    const result = readOrderCsv(`${'A'.repeat(100_000)},1`)
    expect(result.ok && result.rows[0]).toMatchObject({ skuTooLong: true })
    expect(result.ok && result.rows[0]?.sku.length).toBe(65)
  })
})

describe('order lines', () => {
  it('accepts only whole quantities above 0 up to the limit', () => {
    expect(quantityIssue('3')).toBeNull()
    // The cart's own limit (lib/cart.ts): what the fast order adds, the cart page can still change.
    expect(quantityIssue(String(MAX_QUANTITY))).toBeNull()
    for (const bad of ['1,5', '1.5', '2.0', '-3', '0', '1e3', '1 000', 'ten', '+2']) {
      expect(quantityIssue(bad)).toBe(LINE_MESSAGES.quantityWhole)
    }
    expect(quantityIssue(String(MAX_QUANTITY + 1))).toBe(LINE_MESSAGES.quantityMax)
    expect(quantityIssue('10000')).toBe(LINE_MESSAGES.quantityMax)
    expect(quantityIssue('99999999999999999999')).toBe(LINE_MESSAGES.quantityMax)
    expect(quantityIssue('')).toBe(LINE_MESSAGES.quantityMissing)
  })

  it('merges duplicate SKUs case-insensitively and keeps bad rows apart', () => {
    const lines = mergeRows([
      { line: 1, sku: 'ET-H00001', quantity: '2', skuTooLong: false },
      { line: 2, sku: 'et-h00001', quantity: '3', skuTooLong: false },
      { line: 3, sku: 'ET-H00001', quantity: '1,5', skuTooLong: false },
      { line: 4, sku: '=cmd|calc', quantity: '1', skuTooLong: false },
      { line: 5, sku: '<script>alert(1)</script>', quantity: '1', skuTooLong: false },
      { line: 6, sku: '', quantity: '1', skuTooLong: false },
    ])
    expect(lines.map((line) => [line.sku, line.quantity, line.lines, line.issue])).toEqual([
      ['ET-H00001', 5, [1, 2], null],
      ['ET-H00001', 0, [3], LINE_MESSAGES.quantityWhole],
      ['=cmd|calc', 0, [4], LINE_MESSAGES.skuInvalid],
      ['<script>alert(1)</script>', 0, [5], LINE_MESSAGES.skuInvalid],
      ['', 0, [6], LINE_MESSAGES.skuMissing],
    ])
  })

  it('gives each line its status against the products and the cart', () => {
    const product = (sku: string, extra: Partial<ProductInfo> = {}): ProductInfo => ({
      sku,
      name: sku,
      typename: 'SimpleProduct',
      inStock: true,
      onlyLeft: null,
      training: false,
      needsOptions: null,
      parentSku: null,
      ...extra,
    })
    const products = new Map<string, ProductInfo>([
      ['OK', product('OK')],
      ['CONF', product('CONF', { typename: 'ConfigurableProduct', needsOptions: 'variant' })],
      ['CONF-RED', product('CONF-RED', { parentSku: 'CONF' })],
      ['SOLD', product('SOLD', { inStock: false })],
      ['LOW', product('LOW', { onlyLeft: 3 })],
      ['TRAIN', product('TRAIN', { training: true })],
    ])
    const lines = mergeRows(
      ['OK,1', 'CONF,1', 'CONF-RED,2', 'SOLD,1', 'LOW,2', 'TRAIN,1', 'GONE,1'].map((text, index) => {
        const [sku = '', quantity = ''] = text.split(',')
        return { line: index + 1, sku, quantity, skuTooLong: false }
      }),
    )
    const issues = (cart: { quantities: Record<string, number>; hasTraining: boolean }) =>
      lineStatuses(lines, products, cart).map((status) => status.issue)
    expect(issues({ quantities: { LOW: 2 }, hasTraining: false })).toEqual([
      null,
      LINE_MESSAGES.needsOptions,
      null,
      'This product is not in stock',
      // How many are left, and how many of them the cart holds (never "Only 0 left").
      'Your cart already holds 2 of the 3 left in stock.',
      LINE_MESSAGES.training,
      LINE_MESSAGES.unknown,
    ])
    // A cart holding a training takes nothing else (spec §5).
    expect(issues({ quantities: {}, hasTraining: true })[0]).toBe(
      'Please complete order of your training product first',
    )
    // Nor more of a product than the cart holds at most, counting what it already has.
    expect(issues({ quantities: { OK: MAX_QUANTITY - 1 }, hasTraining: false })[0]).toBeNull()
    expect(issues({ quantities: { OK: MAX_QUANTITY }, hasTraining: false })[0]).toBe(lineMaxMessage(0))
    expect(lineMaxMessage(0)).toContain('already holds 999')
  })

  it("numbers rows by their line in the file, another delimiter's character being content", () => {
    expect(rowsOf('sku,qty\nET-H00001,1\n;\nNOPE-1,1\nNOPE-2,1')).toEqual([
      [2, 'ET-H00001', '1'],
      [3, ';', ''],
      [4, 'NOPE-1', '1'],
      [5, 'NOPE-2', '1'],
    ])
    expect(rowsOf('sku;qty\n\n;;\nET-H00001;1\n" ";\nET-B00002;2')).toEqual([
      [4, 'ET-H00001', '1'],
      [6, 'ET-B00002', '2'],
    ])
  })

  it("never guesses at a quantity split by the file's own delimiter", () => {
    // `1,000` and `2,5` unquoted in a comma file: refused as written, not read as 1 and 2.
    expect(rowsOf('ET-H00007,1,000\nET-H00001,2,5\nET-B00002,3')).toEqual([
      [1, 'ET-H00007', '1,000'],
      [2, 'ET-H00001', '2,5'],
      [3, 'ET-B00002', '3'],
    ])
    expect(quantityIssue('1,000')).toBe(LINE_MESSAGES.quantityWhole)
    expect(rowsOf('sku,qty\nET-H00007,1,000')).toEqual([[2, 'ET-H00007', '1,000']])
    // A named extra column is the file's own, not a split quantity.
    expect(rowsOf('Quantity;SKU;Note\n4;ET-H00001;7\n')).toEqual([[2, 'ET-H00001', '4']])
  })

  it('escapes formulas in the refused-lines CSV', () => {
    expect(escapeCell('=cmd|calc')).toBe("'=cmd|calc")
    expect(escapeCell('-2')).toBe("'-2")
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(escapeCell('ET-H00001')).toBe('ET-H00001')
    const csv = refusedCsv([
      { lines: [4], sku: '=HYPERLINK("http://evil")', quantity: '+1', reason: 'This is not a valid SKU.' },
      { lines: [7], sku: 'ET-B00002', quantity: '1,5', reason: 'a, b' },
    ])
    expect(csv).toBe(
      '\uFEFFsku,quantity,line,reason\r\n"\'=HYPERLINK(""http://evil"")",\'+1,4,This is not a valid SKU.\r\nET-B00002,"1,5",7,"a, b"\r\n',
    )
    // The refused file reads back as an order.
    expect(readOrderCsv(csv).ok).toBe(true)
  })

  it('batches by 100 and finds the parents a variant SKU may have', () => {
    expect(
      chunk(
        Array.from({ length: 250 }, (_, index) => index),
        100,
      ).map((part) => part.length),
    ).toEqual([100, 100, 50])
    expect(parentCandidates('ET-H00034-250ML-RED')).toEqual(['ET-H00034-250ML', 'ET-H00034', 'ET'])
    expect(parentCandidates('PLAIN')).toEqual([])
  })
})

describe('sending an order in batches', () => {
  const order = Array.from({ length: 250 }, (_, index) => ({
    sku: `SKU-${index}`,
    quantity: 1,
    before: 0,
    lines: [index + 1],
  }))
  const added = (batch: typeof order) => ({
    outcomes: batch.map((line) => ({ sku: line.sku, quantity: 1, lines: line.lines, added: true, reason: null })),
    incomplete: false,
  })

  it('sends every line once, in batches of 100, and keeps the order', async () => {
    const sizes: number[] = []
    const progress: number[] = []
    const run = await runBatches(
      order,
      (batch) => {
        sizes.push(batch.length)
        return Promise.resolve(added(batch))
      },
      { batchSize: 100, concurrency: 2, onProgress: (done) => progress.push(done) },
    )
    expect(sizes.sort()).toEqual([100, 100, 50])
    expect(run.outcomes.map((outcome) => outcome.sku)).toEqual(order.map((line) => line.sku))
    expect(run).toMatchObject({ incomplete: false, error: null })
    expect(progress.at(-1)).toBe(250)
  })

  it('stops at a failure: the failed batch is unconfirmed, the rest not reached', async () => {
    let calls = 0
    const run = await runBatches(
      order,
      (batch) => (++calls === 2 ? Promise.reject(new Error('timeout')) : Promise.resolve(added(batch))),
      { batchSize: 100, concurrency: 1 },
    )
    expect(calls).toBe(2)
    expect(run.error).toBe('timeout')
    expect(run.incomplete).toBe(true)
    expect(run.outcomes.filter((outcome) => outcome.added)).toHaveLength(100)
    expect(run.outcomes.filter((outcome) => outcome.reason === LINE_MESSAGES.unconfirmed)).toHaveLength(100)
    expect(run.outcomes.filter((outcome) => outcome.reason === LINE_MESSAGES.notReached)).toHaveLength(50)
    expect(run.outcomes.filter(isRetryable)).toHaveLength(150)
  })
})
