import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (path: string) => exports.default.fetch(new Request(`http://commerce${path}`))

describe('generated media', () => {
  it('draws product, category and banner art without any text (it sits behind headings)', async () => {
    for (const path of [
      '/media/catalog/product/hair/hydrating-lavender-hair-mask-1.svg',
      '/media/catalog/category/hair/hair.svg',
      '/media/banner/home/summer-sale.svg',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const svg = await response.text()
      expect(svg, path).toMatch(/^<svg[^>]* role="img" aria-label="[^"]+"/)
      expect(svg, path).not.toContain('<text')
    }
  })

  it('serves a downloadable product sample as a one-page PDF', async () => {
    const response = await get('/media/downloadable/argan-care-guide-e-book-sample.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await response.text()
    expect(pdf).toMatch(/^%PDF-1\.4\n/)
    expect(pdf).toContain('(Argan care guide e book) Tj')
    // The xref offset points at the table itself.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    expect((await get('/media/downloadable/../secret-sample.pdf')).status).toBe(404)
    expect((await get('/media/downloadable/notes.pdf')).status).toBe(404)
  })
})
