// Seeded ids must be stable across deploys and test runs, so they are derived from names, not random.

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0')

/** A UUID-shaped (version 4 layout) id derived from `name`. */
export function uuidFor(name: string): string {
  const h = [0x811c9dc5, 0x01234567, 0x89abcdef, 0x7f4a7c15].map((seed) => hex8(fnv1a(name, seed))).join('')
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A positive integer id below 2^31 derived from `name`, in the range Storyblok ids use. */
export function numericIdFor(name: string): number {
  return 100_000_000 + (fnv1a(name, 0x811c9dc5) % 1_000_000_000)
}
