/**
 * A colour from the backend or the content service goes into a `style` attribute (a menu bullet, a tile's border):
 * only a colour may, never a declaration list (`red;background-image:url(https://…)` would make every visitor's
 * browser call another site). Hex (`#C8A27C`, `#fff`, with alpha) and named colours (`teal`) pass; anything else is
 * no colour at all, so the element keeps its stylesheet's.
 */
const COLOR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20})$/i

export function cssColor(value: string | null | undefined): string | undefined {
  const color = value?.trim()
  return color && COLOR.test(color) ? color : undefined
}
