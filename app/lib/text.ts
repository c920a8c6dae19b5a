/** Plain-text paragraphs: editors separate them with a blank line. */
export function paragraphs(value: string): string[] {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** A badge's words for screen readers: "1 item in cart", "3 items in wishlist". */
export function itemsIn(quantity: number, place: string): string {
  return `${quantity === 1 ? 'item' : 'items'} in ${place}`
}
