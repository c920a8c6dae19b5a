/**
 * Every icon's drawing, once per page: an icon is a `<use>` of its symbol, so a page with thirty icons does not
 * carry thirty copies of their paths and attributes. The stroke style comes from the `.icon` class (app.css): a
 * presentation attribute on the symbol would win over what an icon sets (the wishlist heart fills itself).
 */
const SYMBOLS: Record<string, string> = {
  menu: '<path d="M3 6h18M3 12h18M3 18h18"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/>',
  heart: '<path d="M12 20s-7-4.5-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.5-9 9-9 9z"/>',
  bag: '<path d="M5 8h14l-1 13H6L5 8z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  chevron: '<path d="M6 9l6 6 6-6"/>',
  instagram:
    '<path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5-1.5v.01"/>',
  facebook: '<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z"/>',
  youtube: '<path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8zm7 1v6l5-3-5-3z"/>',
  linkedin:
    '<path d="M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 5h4v2a4 4 0 0 1 7 3v6h-4v-6a2 2 0 0 0-4 0v6h-3z"/>',
  tiktok: '<path d="M14 3v11a4 4 0 1 1-4-4M14 3c1 3 3 4 6 4"/>',
  pinterest: '<path d="M12 3a9 9 0 0 0-3 17l1-6-1-3a3 3 0 1 1 5 0l-1 5a2 2 0 0 0 3 0 6 6 0 1 0-6 4"/>',
  community: '<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z"/>',
}

export const ICON_SPRITE = Object.entries(SYMBOLS)
  .map(([id, shape]) => `<symbol id="i-${id}" viewBox="0 0 24 24">${shape}</symbol>`)
  .join('')
