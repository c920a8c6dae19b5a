import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_TERM, searchTerm } from '~/lib/search-term'

describe('searchTerm', () => {
  it('reads control characters (C0, DEL, C1) as spaces', () => {
    expect(searchTerm('a\u0000b')).toBe('a b')
    expect(searchTerm('a\u001bb\u007fc\u0085d\u009fe')).toBe('a b c d e')
  })

  it('collapses white space and trims', () => {
    expect(searchTerm('  red \t\n\r dress\u00a0 ')).toBe('red dress')
    expect(searchTerm('\u0000\u0001 \u0002')).toBe('')
  })

  it('keeps letters of every script and punctuation', () => {
    expect(searchTerm('Crème “anti-frizz” 50ml €')).toBe('Crème “anti-frizz” 50ml €')
  })

  it('is empty for a missing term', () => {
    expect(searchTerm(null)).toBe('')
    expect(searchTerm(undefined)).toBe('')
  })

  it('keeps at most the fields’ limit, with no space left at its end', () => {
    expect(searchTerm('x'.repeat(200))).toHaveLength(MAX_SEARCH_TERM)
    expect(searchTerm(`${'x'.repeat(MAX_SEARCH_TERM - 1)} y`)).toBe('x'.repeat(MAX_SEARCH_TERM - 1))
  })
})
