-- A product found by SKU or URL key in any case (Magento's collation matches them so; catalog/product-search.ts
-- compares them COLLATE NOCASE): indexes in that collation, so the lookup every product page makes stays an index
-- search, not a scan of the catalogue.
CREATE INDEX product_sku_nocase ON product(sku COLLATE NOCASE);
CREATE INDEX product_url_key_nocase ON product(url_key COLLATE NOCASE);
