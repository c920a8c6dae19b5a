import { describe, expect, it } from 'vitest'
import { parseBlocks } from '~/lib/blocks'
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
})

describe('paragraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(paragraphs(' one \n\n two\n  \nthree ')).toEqual(['one', 'two', 'three'])
  })
})
