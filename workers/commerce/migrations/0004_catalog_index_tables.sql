-- Index tables for the catalogue listing, like Magento's catalog_category_product_index, catalog_product_index_eav
-- and its layered-navigation counts. They are derived data: the seed fills them after the products, and the
-- triggers below keep them current when an order sells a variant out (the only runtime change that affects them).

-- Every filterable value a product answers to: its own color/size/brand and those of its salable (in stock)
-- configurable variants, so filters and aggregations need no UNION over configurable_link.
CREATE TABLE product_attribute_index (
  product_id INTEGER NOT NULL,
  code TEXT NOT NULL, -- 'color', 'size' or 'brand'
  value INTEGER NOT NULL, -- attribute_option.option_id
  PRIMARY KEY (product_id, code, value)
) WITHOUT ROWID;
CREATE INDEX product_attribute_index_value ON product_attribute_index(code, value, product_id);

-- What product_attribute_index holds for each product, as one definition for the seed and the triggers.
CREATE VIEW product_attribute_source AS
  SELECT product_id, 'color' AS code, color AS value FROM product WHERE color IS NOT NULL
  UNION SELECT product_id, 'size', size FROM product WHERE size IS NOT NULL
  UNION SELECT product_id, 'brand', brand FROM product WHERE brand IS NOT NULL
  UNION SELECT l.parent_id, 'color', c.color FROM configurable_link l JOIN product c ON c.product_id = l.child_id
    WHERE c.color IS NOT NULL AND c.in_stock = 1
  UNION SELECT l.parent_id, 'size', c.size FROM configurable_link l JOIN product c ON c.product_id = l.child_id
    WHERE c.size IS NOT NULL AND c.in_stock = 1;

-- The products a category page lists per store view: visible (4) products with texts in that store, with their
-- position in the category and their index_price, so a listing is one range of this table.
CREATE TABLE category_product_index (
  store_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  index_price REAL NOT NULL,
  PRIMARY KEY (store_id, category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_product_index_price ON category_product_index(store_id, category_id, index_price, product_id);
CREATE INDEX category_product_index_position ON category_product_index(store_id, category_id, position, product_id);
CREATE INDEX category_product_index_product ON category_product_index(product_id, store_id, category_id);

-- Layered-navigation counts of a category page without further filters, per store view: code 'price' (value =
-- price bucket of 20), 'category' (value = child category id), 'color', 'size', 'brand' (value = option id).
CREATE TABLE category_facet_index (
  store_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  value INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (store_id, category_id, code, value)
) WITHOUT ROWID;

-- A variant selling out (or coming back) changes the values its configurable parents answer to.
CREATE TRIGGER product_stock_reindex AFTER UPDATE OF in_stock ON product
WHEN OLD.in_stock IS NOT NEW.in_stock
BEGIN
  DELETE FROM product_attribute_index
    WHERE product_id IN (SELECT parent_id FROM configurable_link WHERE child_id = NEW.product_id);
  INSERT INTO product_attribute_index (product_id, code, value)
    SELECT product_id, code, value FROM product_attribute_source
    WHERE product_id IN (SELECT parent_id FROM configurable_link WHERE child_id = NEW.product_id);
END;

-- Each value a product gains or loses moves the counts of every category page that lists it.
CREATE TRIGGER product_attribute_index_added AFTER INSERT ON product_attribute_index
BEGIN
  INSERT INTO category_facet_index (store_id, category_id, code, value, n)
    SELECT store_id, category_id, NEW.code, NEW.value, 1 FROM category_product_index WHERE product_id = NEW.product_id
    ON CONFLICT (store_id, category_id, code, value) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER product_attribute_index_removed AFTER DELETE ON product_attribute_index
BEGIN
  UPDATE category_facet_index SET n = n - 1
    WHERE code = OLD.code AND value = OLD.value
    AND (store_id, category_id) IN (SELECT store_id, category_id FROM category_product_index WHERE product_id = OLD.product_id);
  DELETE FROM category_facet_index WHERE code = OLD.code AND value = OLD.value AND n <= 0;
END;
