import { describe, expect, it } from 'vitest'
import { type MenuCategory, logoForPath, packMenu, splitNavigation, toMenu, unpackMenu } from '~/lib/menu'

type Node = {
  uid: string
  name: string
  position: number
  url_path: string
  url_suffix: string
  include_in_menu: number
  product_count: number
  category_color: string
  children: Node[]
}

const node = (uid: string, name: string, position: number, include = 1, children: Node[] = []): Node => ({
  uid,
  name,
  position,
  url_path: name.toLowerCase(),
  url_suffix: '.html',
  include_in_menu: include,
  product_count: 1,
  category_color: `#${uid.repeat(3)}`,
  children,
})

describe('toMenu', () => {
  it('keeps include_in_menu categories in position order with their url and colour', () => {
    const menu = toMenu([node('2', 'Body', 2), node('1', 'Hair', 1), node('3', 'Hidden', 0, 0)])
    expect(menu.map((item) => item.name)).toEqual(['Hair', 'Body'])
    expect(menu[0]).toMatchObject({ path: 'hair.html', color: '#111' })
  })

  it('keeps a colour only when it is one (it goes into a style attribute)', () => {
    const menu = toMenu([
      { ...node('1', 'Hair', 1), category_color: 'red;background-image:url(https://evil.example/t.gif)' },
    ])
    expect(menu[0]?.color).toBeUndefined()
  })

  it('stops at the requested depth', () => {
    const deep = node('1', 'A', 1, 1, [
      node('2', 'B', 1, 1, [node('3', 'C', 1, 1, [node('4', 'D', 1, 1, [node('5', 'E', 1)])])]),
    ])
    const menu = toMenu([deep])
    expect(menu[0]?.children[0]?.children[0]?.children[0]?.name).toBe('D')
    expect(menu[0]?.children[0]?.children[0]?.children[0]?.children).toEqual([])
  })
})

describe('splitNavigation', () => {
  it('puts the last two on the right', () => {
    expect(splitNavigation([1, 2, 3, 4, 5])).toEqual({ left: [1, 2, 3], right: [4, 5] })
    expect(splitNavigation([1])).toEqual({ left: [], right: [1] })
  })
})

describe('logoForPath', () => {
  const top = toMenu([node('1', 'Hair', 1), node('2', 'Training', 2), node('3', 'Sale', 3)])
  it('uses the brand logo of the selected top-level category, the default otherwise', () => {
    expect(logoForPath('hair/shampoo.html', top)).toBe('hair')
    expect(logoForPath('training.html', top)).toBe('training')
    expect(logoForPath('sale.html', top)).toBe('default')
    expect(logoForPath('', top)).toBe('default')
  })
})

describe('packMenu and unpackMenu', () => {
  const item = (
    name: string,
    path: string,
    color: string | undefined,
    children: MenuCategory[] = [],
  ): MenuCategory => ({
    name,
    path,
    color,
    children,
  })
  const tree = [
    item('Hair', 'hair.html', '#b5838d', [
      item('Shampoo', 'hair/shampoo.html', '#b5838d', [
        item('Dry Hair', 'hair/shampoo/dry-hair.html', '#b5838d', [
          item('Sulfate Free', 'hair/shampoo/dry-hair/sulfate-free.html', '#b5838d'),
        ]),
      ]),
      item('Gifts', 'gifts/hair-gifts.html', undefined),
      item('Own colour', 'hair/own.html', '#000000'),
    ]),
    item('Sale', '/sale', undefined),
    item('Tabs\tand\nlines', 'odd.html', '#fff'),
  ]

  it('gives back the same tree, with paths below their parent and colours only where they change', () => {
    const packed = packMenu(tree)
    expect(packed.split('\n')).toEqual([
      '0Hair\thair.html\t#b5838d',
      '1Shampoo\tshampoo.html',
      '2Dry Hair\tdry-hair.html',
      '3Sulfate Free\tsulfate-free.html',
      '1Gifts\t/gifts/hair-gifts.html\t',
      '1Own colour\town.html\t#000000',
      '0Sale\t//sale',
      '0Tabs and lines\todd.html\t#fff',
    ])
    const back = unpackMenu(packed)
    expect(back.slice(0, 2)).toEqual(tree.slice(0, 2))
    expect(back[2]).toEqual({ ...tree[2], name: 'Tabs and lines' })
  })

  it('leaves out lines it cannot read instead of misplacing them', () => {
    expect(unpackMenu('')).toEqual([])
    expect(unpackMenu('2Orphan\torphan.html\n0Hair\thair.html\nx\n1\tempty.html')).toEqual([
      item('Hair', 'hair.html', undefined),
    ])
  })
})
