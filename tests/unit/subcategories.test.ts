import { describe, expect, it } from 'vitest'
import { subcategories } from '~/lib/category'

const child = (name: string, position: number, include = 1) => ({
  name,
  url_path: `hair/${name.toLowerCase()}`,
  url_suffix: '.html',
  include_in_menu: include,
  position,
})

describe('subcategories', () => {
  it('lists the children shown in menus, in position order, with their page path', () => {
    expect(subcategories([child('Styling', 2), null, child('Shampoo', 1), child('Hidden', 0, 0)])).toEqual([
      { name: 'Shampoo', path: 'hair/shampoo.html' },
      { name: 'Styling', path: 'hair/styling.html' },
    ])
  })

  it('is empty for a leaf or a missing answer', () => {
    expect(subcategories([])).toEqual([])
    expect(subcategories(null)).toEqual([])
  })
})
