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

export function renderAssetSvg(name: string, width: number, height: number): string {
  const hash = numericIdFor(name)
  const from = PALETTE[hash % PALETTE.length] ?? PALETTE[0]
  const to = PALETTE[(hash >>> 3) % PALETTE.length] ?? PALETTE[1]
  const label = escapeXml(name.replace(/-/g, ' '))
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 10))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, serif" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.9">${label}</text>`,
    `<text x="50%" y="${Math.round(height / 2 + fontSize * 1.2)}" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(8, Math.round(fontSize / 2))}" fill="#ffffff" fill-opacity="0.7">Estelle Tijs · ${width}×${height}</text>`,
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
