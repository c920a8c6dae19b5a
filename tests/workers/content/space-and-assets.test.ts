import { describe, expect, it } from 'vitest'
import { callContent, contentClient, SpaceAnswerSchema } from './content-client.ts'

describe('GET cdn/spaces/me', () => {
  it('describes the space with its cache version and extra languages', async () => {
    const { space } = SpaceAnswerSchema.parse((await contentClient().get('cdn/spaces/me')).data)
    expect(space).toMatchObject({ id: 310512, name: 'Estelle Tijs', language_codes: ['de', 'fr', 'nl'] })
    expect(Number.isInteger(space.version)).toBe(true)
  })

  it('needs the token', async () => {
    await expect(contentClient('nope').get('cdn/spaces/me')).rejects.toMatchObject({ status: 401 })
  })
})

describe('GET /cms-assets/<name>-<W>x<H>.svg', () => {
  it('draws an SVG of the requested size', async () => {
    const response = await callContent('http://content/cms-assets/home-hero-1600x600.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg[^>]* width="1600" height="600" viewBox="0 0 1600 600"/)
    expect(await (await callContent('http://content/cms-assets/home-hero-1600x600.svg')).text()).toBe(svg)
  })

  it('carries no text: the hero and banners put the page text over it', async () => {
    for (const path of ['home-hero-1600x600', 'business-hero-1600x600', 'about-us-team-800x600']) {
      const svg = await (await callContent(`http://content/cms-assets/${path}.svg`)).text()
      expect(svg, path).toMatch(/ role="img" aria-label="[a-z ]+"/)
      expect(svg, path).not.toContain('<text')
      expect(svg, path).not.toContain('Estelle Tijs')
    }
  })

  it('answers 404 for names or sizes outside the pattern', async () => {
    for (const path of [
      '/cms-assets/home-hero.svg',
      '/cms-assets/Home-10x10.svg',
      '/cms-assets/x-0x10.svg',
      '/cms-assets/x-9999x10.svg',
    ]) {
      expect((await callContent(`http://content${path}`)).status).toBe(404)
    }
  })
})
