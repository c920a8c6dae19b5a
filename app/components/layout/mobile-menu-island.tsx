import { island } from '../island'

/**
 * The phone's category sidebar: rendered whole on the server (a `<details>` that opens and links without
 * JavaScript), its code loads on the first touch, pointer or focus in it, or once the browser is idle. Most visits
 * never open it, and on a desktop it is not even shown, so every page's first JavaScript leaves it out.
 */
export const MobileMenu = island({
  name: 'mobile-menu',
  load: () => import('./mobile-menu').then((module) => module.MobileMenu),
  wake: 'idle',
})
