-- Customers, their tokens and addresses, carts, orders and wishlists.

CREATE TABLE customer (
  customer_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL, -- 'pbkdf2-sha256$iterations$salt$hash', base64 parts
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  middlename TEXT,
  prefix TEXT,
  suffix TEXT,
  date_of_birth TEXT,
  gender INTEGER,
  taxvat TEXT,
  is_b2b INTEGER NOT NULL DEFAULT 0,
  confirmation TEXT, -- set while the account waits for e-mail confirmation
  -- Magento's lockout: after too many failures the account is locked until lock_expires.
  failures_num INTEGER NOT NULL DEFAULT 0,
  first_failure TEXT,
  lock_expires TEXT,
  default_billing INTEGER,
  default_shipping INTEGER,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE customer_address (
  address_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(customer_id),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street_json TEXT NOT NULL, -- JSON array of street lines
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT,
  vat_id TEXT
);
CREATE INDEX customer_address_customer ON customer_address(customer_id);

-- Only SHA-256 hashes of tokens are stored, so a leaked table grants no sessions.
CREATE TABLE customer_token (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(customer_id),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX customer_token_customer ON customer_token(customer_id);

CREATE TABLE password_reset_token (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(customer_id),
  expires_at TEXT NOT NULL
);

CREATE TABLE cart (
  cart_id TEXT PRIMARY KEY, -- the 32-character masked id the client sees
  store_id INTEGER NOT NULL,
  customer_id INTEGER,
  email TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  coupon_code TEXT,
  shipping_address_json TEXT,
  billing_address_json TEXT,
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  payment_method_code TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX cart_customer ON cart(customer_id, is_active);

CREATE TABLE cart_item (
  item_id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES cart(cart_id),
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  variant_id INTEGER REFERENCES product(product_id), -- chosen child of a configurable
  qty REAL NOT NULL,
  options_json TEXT NOT NULL DEFAULT '{}', -- selected and entered option uids/values
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX cart_item_cart ON cart_item(cart_id);

CREATE TABLE sales_order (
  order_id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,
  store_id INTEGER NOT NULL,
  customer_id INTEGER,
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  subtotal REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  discount_label TEXT,
  shipping_amount REAL NOT NULL DEFAULT 0,
  tax_amount REAL NOT NULL DEFAULT 0,
  grand_total REAL NOT NULL,
  coupon_code TEXT,
  shipping_method TEXT,
  shipping_description TEXT,
  payment_method TEXT NOT NULL,
  shipping_address_json TEXT,
  billing_address_json TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX sales_order_customer ON sales_order(customer_id, created_at);

CREATE TABLE sales_order_item (
  item_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(order_id),
  product_id INTEGER,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  qty REAL NOT NULL,
  price REAL NOT NULL,
  row_total REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  options_json TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX sales_order_item_order ON sales_order_item(order_id);

CREATE TABLE wishlist (
  wishlist_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customer(customer_id),
  sharing_code TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE wishlist_item (
  item_id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlist(wishlist_id),
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  qty REAL NOT NULL DEFAULT 1,
  description TEXT,
  options_json TEXT NOT NULL DEFAULT '{}',
  added_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX wishlist_item_wishlist ON wishlist_item(wishlist_id);
