import { describe, expect, it } from 'vitest'
import { gapBefore, pageWindow } from '~/lib/page-window'

describe('pageWindow', () => {
  it('shows the first, the last and two pages each side of the current one, however many there are', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20])
    expect(pageWindow(20, 20)).toEqual([1, 18, 19, 20])
  })

  it('marks a gap before a page that does not follow the one before it', () => {
    const pages = pageWindow(10, 20)
    expect(pages.map((_, index) => gapBefore(pages, index))).toEqual([false, true, false, false, false, false, true])
  })
})
