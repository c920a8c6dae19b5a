import { describe, expect, it } from 'vitest'
import { parseBlocks } from '~/lib/blocks'
import { safeAssetUrl } from '~/lib/content-model'
import { dialable } from '~/lib/phone'
import { paragraphs } from '~/lib/text'

describe('parseBlocks', () => {
  it('keeps known blocks and skips unknown or malformed ones', () => {
    const blocks = parseBlocks([
      { _uid: '1', component: 'hero', title: 'Welcome' },
      { _uid: '2', component: 'video_embed', url: 'x' },
      { _uid: '3', component: 'text_block', title: 1 },
      'not a block',
      { _uid: '4', component: 'text_block', title: 'About', text: 'a\n\nb' },
    ])
    expect(blocks.map((block) => block._uid)).toEqual(['1', '4'])
  })

  it("keeps a tile's colour only when it is one, not CSS that would reach for another site", () => {
    const [tiles] = parseBlocks([
      {
        _uid: '1',
        component: 'category_tiles',
        tiles: [
          { label: 'Hair', color: '#C8A27C' },
          { label: 'Body', color: 'red;background-image:url(https://evil.example/t.gif)' },
        ],
      },
    ])
    expect(tiles?.component === 'category_tiles' && tiles.tiles.map((tile) => tile.color)).toEqual([
      '#C8A27C',
      undefined,
    ])
  })
})

describe('a size guide table from a real space', () => {
  it('reads a textarea of one text per line as it reads a list', () => {
    const [fromText] = parseBlocks([
      {
        _uid: 't',
        component: 'size_guide_table',
        title: 'Sizes',
        columns: 'Size\nVolume\n',
        rows: [{ cells: 'S\r\n100 ml' }, { cells: ['M', '250 ml'] }, { cells: '\n50 ml' }, { cells: '' }],
      },
    ])
    // An empty line is an empty cell: the cells after it stay in their columns.
    expect(fromText).toMatchObject({
      columns: ['Size', 'Volume'],
      rows: [{ cells: ['S', '100 ml'] }, { cells: ['M', '250 ml'] }, { cells: ['', '50 ml'] }, { cells: [] }],
    })
  })
})

describe('paragraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(paragraphs(' one \n\n two\n  \nthree ')).toEqual(['one', 'two', 'three'])
  })
})

describe('dialable', () => {
  it('dials the digits of a phone number as editors write it, and nothing when there is no number', () => {
    expect(dialable('+31 20 123 4567')).toBe('+31201234567')
    expect(dialable('(020) 123-45.67')).toBe('0201234567')
    expect(dialable('+31 (0)20 123 4567 +')).toBe('+31201234567')
    expect(dialable('on request')).toBeNull()
    expect(dialable('javascript:alert(1)')).toBeNull()
  })
})

describe('safeAssetUrl', () => {
  it.each([
    ['/cms-assets/estelle-tijs-logo-180x48.svg', '/cms-assets/estelle-tijs-logo-180x48.svg'],
    ['https://a.storyblok.com/f/1234/800x600/abc/hero.jpg', 'https://a.storyblok.com/f/1234/800x600/abc/hero.jpg'],
    ['https://a-us.storyblok.com/f/1/x.png', 'https://a-us.storyblok.com/f/1/x.png'],
  ])('keeps an asset of this site or Storyblok: %s', (filename, expected) => {
    expect(safeAssetUrl(filename)).toBe(expected)
  })

  it.each([
    'javascript:alert(5)',
    'https://evil.example/x.svg',
    'http://a.storyblok.com/f/1/x.png',
    'https://a.storyblok.com.evil.example/x.png',
    '//evil.example/x.svg',
    '/\\evil.example/x.svg',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '',
    null,
    undefined,
  ])('leaves out anything else: %s', (filename) => {
    expect(safeAssetUrl(filename)).toBeNull()
  })

  it('applies to every asset a story carries', () => {
    const blocks = parseBlocks([
      { _uid: '1', component: 'hero', title: 'Hi', image: { filename: 'javascript:alert(5)', alt: 'x' } },
      { _uid: '2', component: 'hero', title: 'Ok', image: { filename: '/cms-assets/hero.svg', alt: 'y' } },
    ])
    expect(blocks).toHaveLength(2)
    expect(JSON.stringify(blocks)).not.toContain('javascript:')
    expect(JSON.stringify(blocks)).toContain('/cms-assets/hero.svg')
  })
})
