/**
 * The page numbers a pager shows: the first, the last and two on each side of the current one, in order; a gap
 * between two of them is drawn as "…". However many pages there are, the pager stays one short row.
 */
export function pageWindow(page: number, totalPages: number): number[] {
  return [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((value) => value >= 1 && value <= totalPages)
    .sort((a, b) => a - b)
}

/** Whether a "…" goes before the page at `index` of a window. */
export function gapBefore(pages: readonly number[], index: number): boolean {
  const previous = pages[index - 1]
  return previous !== undefined && (pages[index] ?? previous) - previous > 1
}
