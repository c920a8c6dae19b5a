import { createContext } from 'react'

/** The id of the document's inline stylesheet (root `Layout`). */
export const INLINE_STYLES_ID = 'app-css'

/**
 * The stylesheet inlined in every document. The server entry provides it (imported there, so it is not shipped a
 * second time inside the client JavaScript); in the browser it is read back from the document the server sent, so
 * hydration and any later client render of the layout keep the very same text.
 */
export const InlineStylesContext = createContext(
  typeof document === 'undefined' ? '' : (document.getElementById(INLINE_STYLES_ID)?.textContent ?? ''),
)
