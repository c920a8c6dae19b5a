import { handleSample } from './sample-pdf.ts'

// Generated placeholder artwork for product, category, banner and logo images: deterministic per path, in the
// colour of the product's area, so the storefront has real image URLs without binary assets.

const AREA_COLORS: Record<string, string> = {
  hair: '#b5838d',
  body: '#6d9773',
  face: '#e5989b',
  training: '#355070',
}
const DEFAULT_COLOR = '#8d99ae'

const SIZES = {
  product: { width: 1080, height: 1340 },
  category: { width: 1600, height: 600 },
  banner: { width: 1920, height: 720 },
  logo: { width: 35, height: 34 },
} as const

export type ImageKind = keyof typeof SIZES

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function hash(text: string): number {
  let value = 2166136261
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619)
  return value >>> 0
}

// The logo is the one picture whose letters are the point.
const LOGO_MARK =
  '\n<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, serif" font-size="10" fill="#ffffff">ET</text>'

// '<area>/<url-key>-<n>.svg' → the area's colour with shapes placed from the path's hash. No text: category and
// banner images sit behind headings, and product pictures should not read as a label.
export function renderImage(kind: ImageKind, path: string): string {
  const { width, height } = SIZES[kind]
  const [area = '', file = ''] = path.includes('/') ? path.split('/') : ['', path]
  const color = AREA_COLORS[area] ?? DEFAULT_COLOR
  const words = file
    .replace(/\.svg$/, '')
    .replace(/-\d+$/, '')
    .split('-')
    .filter((word) => /^[a-z]/.test(word))
  const seed = hash(path)
  const cx = Math.round(width * (0.3 + (seed % 40) / 100))
  const cy = Math.round(height * (0.35 + ((seed >> 8) % 30) / 100))
  const radius = Math.round(Math.min(width, height) * 0.32)
  const small = Math.round(radius * (0.35 + ((seed >> 16) % 20) / 100))
  const sx = Math.round(width * (0.15 + ((seed >> 20) % 70) / 100))
  const sy = Math.round(height * (0.15 + ((seed >> 24) % 70) / 100))
  const label = escapeXml(words.join(' '))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label || 'Estelle Tijs'}">
<rect width="${width}" height="${height}" fill="${color}"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="${sx}" cy="${sy}" r="${small}" fill="#ffffff" fill-opacity="0.12"/>${kind === 'logo' ? LOGO_MARK : ''}
</svg>`
}

export function handleMedia(pathname: string): Response {
  const path = pathname.replace(/^\/media\//, '')
  const sample = handleSample(path)
  if (sample) return sample
  const match = /^(catalog\/product|catalog\/category|banner|logo)\/([a-z0-9/_-]+\.svg)$/.exec(path)
  if (!match || match[2]?.includes('..')) return new Response('Not found', { status: 404 })
  const kinds: Record<string, ImageKind> = {
    'catalog/product': 'product',
    'catalog/category': 'category',
    banner: 'banner',
    logo: 'logo',
  }
  const kind = kinds[match[1] ?? ''] ?? 'product'
  return new Response(renderImage(kind, match[2] ?? ''), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
