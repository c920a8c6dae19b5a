// The full-text index holds one row per product and store. Its rowid encodes both (store × stride + product), so a
// search is restricted to one store by a rowid range, which FTS5 applies inside the index instead of reading every
// matching row's store_id: at 20,000 products a search matched five times the rows it needed and read each of them.
export const SEARCH_ROWID_STRIDE = 10_000_000

export const searchRowid = (storeId: number, productId: number): number => storeId * SEARCH_ROWID_STRIDE + productId
