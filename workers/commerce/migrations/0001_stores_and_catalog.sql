-- Stores, countries, categories and products. Store-specific texts live in *_store tables with one row per store,
-- so a listing query needs a single join instead of a fallback chain.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE store (
  store_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  locale TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  country TEXT NOT NULL DEFAULT 'NL',
  default_title TEXT NOT NULL,
  header_logo_src TEXT NOT NULL,
  logo_width INTEGER NOT NULL DEFAULT 35,
  logo_height INTEGER NOT NULL DEFAULT 34,
  logo_alt TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  root_category_id INTEGER NOT NULL,
  -- Magento's 'customer/create_account/confirm' and 'newsletter/subscription/confirm', per store here.
  account_confirmation INTEGER NOT NULL DEFAULT 0,
  newsletter_confirmation INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE country (
  country_id TEXT PRIMARY KEY,
  iso3 TEXT NOT NULL,
  name_en TEXT NOT NULL,
  names_json TEXT NOT NULL -- locale -> localized name
);

CREATE TABLE region (
  region_id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES country(country_id),
  code TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX region_country ON region(country_id);

CREATE TABLE category (
  category_id INTEGER PRIMARY KEY,
  parent_id INTEGER,
  path TEXT NOT NULL, -- '1/2/5': ids from the root, as Magento stores it
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  url_key TEXT NOT NULL,
  url_path TEXT NOT NULL,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_anchor INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  category_color TEXT,
  image TEXT,
  display_mode TEXT NOT NULL DEFAULT 'PRODUCTS'
);
CREATE INDEX category_parent ON category(parent_id, position);
CREATE INDEX category_url_path ON category(url_path);
CREATE INDEX category_url_key ON category(url_key);

CREATE TABLE category_store (
  category_id INTEGER NOT NULL REFERENCES category(category_id),
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  PRIMARY KEY (category_id, store_id)
);

-- Options of the filterable select attributes (color, size, brand); option_id is Magento's value_index.
CREATE TABLE attribute_option (
  option_id INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL,
  label TEXT NOT NULL,
  swatch TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX attribute_option_code ON attribute_option(attribute_code, sort_order);

CREATE TABLE product (
  product_id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable')),
  url_key TEXT NOT NULL UNIQUE,
  -- 1 not visible individually (variants), 4 catalog and search
  visibility INTEGER NOT NULL DEFAULT 4,
  price REAL NOT NULL DEFAULT 0,
  special_price REAL,
  -- Lowest final price a shopper can pay (children for configurable/grouped, cheapest required selections for
  -- bundles): what price filters, sorting and aggregations use, like Magento's catalog_product_index_price.
  index_price REAL NOT NULL DEFAULT 0,
  qty REAL NOT NULL DEFAULT 0,
  in_stock INTEGER NOT NULL DEFAULT 1,
  weight REAL,
  is_training INTEGER NOT NULL DEFAULT 0,
  color INTEGER REFERENCES attribute_option(option_id),
  size INTEGER REFERENCES attribute_option(option_id),
  brand INTEGER REFERENCES attribute_option(option_id),
  bundle_dynamic_price INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX product_visibility_price ON product(visibility, index_price);
CREATE INDEX product_color ON product(color);
CREATE INDEX product_size ON product(size);
CREATE INDEX product_brand ON product(brand);

CREATE TABLE product_store (
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  store_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  short_description TEXT,
  description TEXT,
  extra_information TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keyword TEXT,
  PRIMARY KEY (product_id, store_id)
);
CREATE INDEX product_store_name ON product_store(store_id, name);

-- Full-text search over the store's name, sku and descriptions (bm25 gives Magento's relevance sort).
CREATE VIRTUAL TABLE product_search USING fts5(
  product_id UNINDEXED,
  store_id UNINDEXED,
  name,
  sku,
  description,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE product_image (
  image_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  file TEXT NOT NULL, -- relative to catalog/product/, e.g. 'h/s/hair-shampoo-1.svg'
  label TEXT,
  position INTEGER NOT NULL DEFAULT 1,
  disabled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_image_product ON product_image(product_id, position);

CREATE TABLE category_product (
  category_id INTEGER NOT NULL REFERENCES category(category_id),
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_product_listing ON category_product(category_id, position, product_id);
CREATE INDEX category_product_product ON category_product(product_id);

CREATE TABLE configurable_attribute (
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  attribute_code TEXT NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_code)
);

CREATE TABLE configurable_link (
  parent_id INTEGER NOT NULL REFERENCES product(product_id),
  child_id INTEGER NOT NULL REFERENCES product(product_id),
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX configurable_link_child ON configurable_link(child_id);

CREATE TABLE bundle_option (
  option_id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL REFERENCES product(product_id),
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('select', 'radio', 'checkbox', 'multi')),
  required INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundle_option_parent ON bundle_option(parent_id, position);

CREATE TABLE bundle_selection (
  selection_id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES bundle_option(option_id),
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  qty REAL NOT NULL DEFAULT 1,
  can_change_qty INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundle_selection_option ON bundle_selection(option_id, position);

CREATE TABLE grouped_link (
  parent_id INTEGER NOT NULL REFERENCES product(product_id),
  child_id INTEGER NOT NULL REFERENCES product(product_id),
  qty REAL NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, child_id)
);

CREATE TABLE downloadable_link (
  link_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  title TEXT NOT NULL,
  price REAL NOT NULL DEFAULT 0,
  sample_url TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX downloadable_link_product ON downloadable_link(product_id);

CREATE TABLE downloadable_sample (
  sample_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  title TEXT NOT NULL,
  sample_url TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX downloadable_sample_product ON downloadable_sample(product_id);

-- Customizable options; training products carry a date and an attendant name.
CREATE TABLE custom_option (
  option_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  type TEXT NOT NULL CHECK (type IN ('date', 'field', 'area')),
  title TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  price REAL NOT NULL DEFAULT 0,
  max_characters INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX custom_option_product ON custom_option(product_id, sort_order);

CREATE TABLE product_link (
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  linked_id INTEGER NOT NULL REFERENCES product(product_id),
  link_type TEXT NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell')),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_id)
);

-- store_id 0 = every store. Old url keys stay as 301 redirects to the current path.
CREATE TABLE url_rewrite (
  store_id INTEGER NOT NULL DEFAULT 0,
  request_path TEXT NOT NULL,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('product', 'category', 'cms_page')),
  entity_id INTEGER NOT NULL,
  target_path TEXT NOT NULL,
  redirect_code INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, request_path)
);
CREATE INDEX url_rewrite_entity ON url_rewrite(entity_type, entity_id);

CREATE TABLE rating (
  rating_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE review (
  review_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  store_id INTEGER NOT NULL,
  customer_id INTEGER,
  nickname TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  -- Magento shows only approved reviews; new ones wait for moderation.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('approved', 'pending', 'not_approved')),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX review_product ON review(product_id, status, created_at);
CREATE INDEX review_customer ON review(customer_id);

CREATE TABLE review_vote (
  review_id INTEGER NOT NULL REFERENCES review(review_id),
  rating_id INTEGER NOT NULL REFERENCES rating(rating_id),
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  PRIMARY KEY (review_id, rating_id)
);
