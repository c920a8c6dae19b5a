import { CORS_HEADERS } from '../lib/http.ts'
import { numericIdFor } from '../lib/deterministic-id.ts'

// Seeded images point at `/cms-assets/<name>-<W>x<H>.svg`; the picture is generated from the name so it is
// the same on every request and needs no storage.
const ASSET_PATH = /^\/cms-assets\/([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,4})x(\d{1,4})\.svg$/
const MAX_SIDE = 4000

const PALETTE = ['#C8A27C', '#9FB8AD', '#E8C5C1', '#3E4A61', '#D9CBB8', '#7E9C8F', '#B88A8A', '#5B6B7F'] as const

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function matchAssetPath(pathname: string): { name: string; width: number; height: number } | null {
  const match = ASSET_PATH.exec(pathname)
  if (!match?.[1] || !match[2] || !match[3]) return null
  const width = Number(match[2])
  const height = Number(match[3])
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null
  return { name: match[1], width, height }
}

/**
 * Abstract art only: these pictures sit behind headings and buttons (the home hero, banners), so they carry no
 * text of their own to compete with the page's. The name is kept for assistive technology in `aria-label`.
 */
export function renderAssetSvg(name: string, width: number, height: number): string {
  const hash = numericIdFor(name)
  const from = PALETTE[hash % PALETTE.length] ?? PALETTE[0]
  const to = PALETTE[(hash >>> 3) % PALETTE.length] ?? PALETTE[1]
  const label = escapeXml(name.replace(/-/g, ' '))
  const short = Math.min(width, height)
  // Two soft circles placed from the name's hash, so different assets look different.
  const circles = [0, 1].map((index) => {
    const bits = hash >>> (6 + index * 8)
    const cx = Math.round(width * (0.15 + ((bits & 0xff) % 70) / 100))
    const cy = Math.round(height * (0.2 + (((bits >>> 4) & 0xff) % 60) / 100))
    const radius = Math.round(short * (index === 0 ? 0.45 : 0.25))
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="${index === 0 ? '0.14' : '0.1'}"/>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...circles,
    '</svg>',
  ].join('')
}

/** `GET /cms-assets/<name>-<W>x<H>.svg` */
export function handleGetAsset(pathname: string): Response | null {
  const asset = matchAssetPath(pathname)
  if (!asset) return null
  return new Response(renderAssetSvg(asset.name, asset.width, asset.height), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Same URL, same picture: safe to cache for good.
      'cache-control': 'public, max-age=31536000, immutable',
      ...CORS_HEADERS,
    },
  })
}
