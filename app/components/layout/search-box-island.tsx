import { island } from '../island'

/**
 * The header's search: rendered whole on the server (a GET form to the results page, which works without
 * JavaScript), its suggestions' code loads on the first pointer, focus or touch in it, or once the browser is idle.
 * Every page has the search box and most visits never type in it, so every page's first JavaScript leaves that code
 * out. Text typed before
 * the code is here stays in the field (React keeps a hydrated field's value) and the next key asks for suggestions.
 */
export const SearchBox = island({
  name: 'search-box',
  load: () => import('./search-box').then((module) => module.SearchBox),
  wake: 'idle',
})
