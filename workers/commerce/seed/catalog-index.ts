// Fills the listing index tables of migration 0004 from the seeded catalogue, as Magento's indexers do after an
// import. Order matters: attribute values first (their insert trigger then finds no listed product yet), then the
// category listing, then the layered-navigation counts in one pass.

const PRICE_STEP = 20

export const CATALOG_INDEX_TABLES = ['category_facet_index', 'category_product_index', 'product_attribute_index']

export function catalogIndexStatements(): string[] {
  return [
    `INSERT INTO product_attribute_index (product_id, code, value)
      SELECT product_id, code, value FROM product_attribute_source;`,
    `INSERT INTO category_product_index (store_id, category_id, product_id, position, index_price)
      SELECT ps.store_id, cp.category_id, cp.product_id, cp.position, p.index_price FROM category_product cp
      JOIN product p ON p.product_id = cp.product_id JOIN product_store ps ON ps.product_id = p.product_id
      WHERE p.visibility = 4;`,
    `INSERT INTO category_facet_index (store_id, category_id, code, value, n)
      SELECT store_id, category_id, 'price', CAST(index_price / ${PRICE_STEP} AS INTEGER) AS bucket, COUNT(*)
      FROM category_product_index GROUP BY store_id, category_id, bucket;`,
    `INSERT INTO category_facet_index (store_id, category_id, code, value, n)
      SELECT m.store_id, m.category_id, 'category', k.category_id, COUNT(*) FROM category_product_index m
      JOIN category k ON k.parent_id = m.category_id
      JOIN category_product cp ON cp.category_id = k.category_id AND cp.product_id = m.product_id
      GROUP BY m.store_id, m.category_id, k.category_id;`,
    `INSERT INTO category_facet_index (store_id, category_id, code, value, n)
      SELECT m.store_id, m.category_id, a.code, a.value, COUNT(*) FROM category_product_index m
      JOIN product_attribute_index a ON a.product_id = m.product_id
      GROUP BY m.store_id, m.category_id, a.code, a.value;`,
  ]
}
