/**
 * Pictures from Storyblok's asset hosts at the size the page shows them, through its image service
 * (https://www.storyblok.com/docs/api/image-service): `/m/{width}x0` resizes in proportion and serves WebP to a
 * browser that takes it. An editor's upload is often the camera's original, megabytes that a phone would otherwise
 * load for a banner. Other addresses (the embedded content service's own assets, an SVG, which the service does not
 * resize) are used as they are.
 */
const RESIZABLE = /^https:\/\/a[a-z0-9-]*\.storyblok\.com\/f\/[^?#]+\.(?:jpe?g|png|webp)$/i

/** The service's limit: a larger width answers a 4,000 px picture anyway. */
const MAX_WIDTH = 4000

/** The picture at `width` pixels wide, when the image service can resize it; else the address as it is. */
export function resized(filename: string, width: number): string {
  return RESIZABLE.test(filename) ? `${filename}/m/${Math.min(Math.round(width), MAX_WIDTH)}x0` : filename
}

export type SizedImage = { src: string; srcSet?: string; sizes?: string }

/**
 * `src` at `width` (the width the layout gives the picture on a large screen, doubled by the browser's choice from
 * `srcSet` on a dense screen), and the candidates `widths` for `sizes`.
 */
export function sizedImage(
  filename: string,
  { width, widths, sizes }: { width: number; widths: readonly number[]; sizes: string },
): SizedImage {
  if (!RESIZABLE.test(filename)) return { src: filename }
  const candidates = [...new Set(widths.map((w) => Math.min(Math.round(w), MAX_WIDTH)))].sort((a, b) => a - b)
  return {
    src: resized(filename, width),
    srcSet: candidates.map((w) => `${resized(filename, w)} ${w}w`).join(', '),
    sizes,
  }
}
