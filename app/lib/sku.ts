/** Magento's catalog_product_entity.sku holds 64 characters. */
export const SKU_MAX_LENGTH = 64

/**
 * A SKU as Magento allows it in practice (letters of any script, digits, spaces and `. _ - / # + ( )`), starting with
 * a letter or digit: nothing a spreadsheet reads as a formula (`=cmd|…`) and no markup. The product page and the fast
 * order take the same SKUs, so a product the fast order can order is one whose page opens. Written so that it is also
 * a valid `pattern` attribute (the `v` flag browsers read it with wants `/ ( ) -` escaped in a class).
 */
export const SKU_PATTERN = new RegExp(String.raw`^[\p{L}\p{N}][\p{L}\p{N} ._\-\/#+\(\)]*$`, 'u')

/** A SKU as Magento allows it; anything else never reaches the backend. */
export function isValidSku(sku: string | undefined): sku is string {
  return typeof sku === 'string' && sku.length <= SKU_MAX_LENGTH && SKU_PATTERN.test(sku)
}
