import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockRenderer } from '~/components/blocks/block-renderer'
import { parseBlocks } from '~/lib/blocks'
import { resized, sizedImage } from '~/lib/storyblok-image'

/** Editors' pictures from Storyblok reach the page at the size it draws them, through Storyblok's image service. */

const PHOTO = 'https://a.storyblok.com/f/123456/4032x3024/0a1b2c3d4e/salon.jpg'
const HALF = { width: 800, widths: [400, 800, 1200], sizes: '50vw' }

describe('sizedImage', () => {
  it('asks the image service for each candidate width, in proportion', () => {
    expect(sizedImage(PHOTO, HALF)).toEqual({
      src: `${PHOTO}/m/800x0`,
      srcSet: `${PHOTO}/m/400x0 400w, ${PHOTO}/m/800x0 800w, ${PHOTO}/m/1200x0 1200w`,
      sizes: '50vw',
    })
    const regional = 'https://a-us.storyblok.com/f/9/1x1/ab/tile.PNG'
    expect(sizedImage(regional, HALF).src).toBe(`${regional}/m/800x0`)
  })

  it('never asks past the service’s 4,000 px, and lists each width once', () => {
    expect(sizedImage(PHOTO, { width: 5000, widths: [4500, 4000, 4000.4], sizes: '100vw' })).toEqual({
      src: `${PHOTO}/m/4000x0`,
      srcSet: `${PHOTO}/m/4000x0 4000w`,
      sizes: '100vw',
    })
  })

  it('leaves what the service cannot resize as it is: an SVG, our own assets, an address already sized', () => {
    for (const filename of [
      'https://a.storyblok.com/f/1/200x50/ab/logo.svg',
      '/cms-assets/hero-hair.svg',
      `${PHOTO}/m/300x0`,
      `${PHOTO}?v=2`,
      'https://images.example.com/f/1/a.jpg',
    ]) {
      expect(sizedImage(filename, HALF)).toEqual({ src: filename })
      expect(resized(filename, 280)).toBe(filename)
    }
  })
})

describe('the content blocks', () => {
  it('draw a Storyblok picture from the candidates a screen needs, and ours as they are', () => {
    const blocks = parseBlocks([
      { _uid: 'h', component: 'hero', title: 'Welcome', image: { filename: PHOTO, alt: 'The salon' } },
      {
        _uid: 't',
        component: 'category_tiles',
        tiles: [{ label: 'Hair', image: { filename: '/cms-assets/hair.svg' } }],
      },
    ])
    const html = renderToString(<BlockRenderer blocks={blocks} store="us_et" />)
    expect(html).toContain(`src="${PHOTO}/m/1600x0"`)
    expect(html).toContain(`${PHOTO}/m/640x0 640w`)
    expect(html).toContain(`sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"`)
    expect(html).not.toContain(`src="${PHOTO}"`)
    expect(html).toContain('src="/cms-assets/hair.svg"')
    expect(html.match(/srcSet|srcset/g)).toHaveLength(1)
  })
})
