-- Magento 2.4.7 features beyond the storefront's own calls: compare lists, guest order lookup tokens, order
-- cancellation and purchased downloadable links.

-- Catalog_compare_list + its masked id: a guest list is reached by its uid, a customer has at most one list.
CREATE TABLE compare_list (
  list_id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customer(customer_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE UNIQUE INDEX compare_list_customer ON compare_list(customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE compare_list_item (
  list_id INTEGER NOT NULL REFERENCES compare_list(list_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(product_id),
  added_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (list_id, product_id)
);

-- The order's protect code: the random part of CustomerOrder.token, so guestOrderByToken cannot be guessed from
-- the order number.
ALTER TABLE sales_order ADD COLUMN protect_code TEXT;
ALTER TABLE sales_order ADD COLUMN updated_at TEXT;

-- Status history comments visible on the storefront (the cancellation reason, for example).
CREATE TABLE sales_order_comment (
  comment_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(order_id),
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX sales_order_comment_order ON sales_order_comment(order_id);

-- downloadable_link_purchased_item: one row per link bought, as customerDownloadableProducts lists them.
CREATE TABLE downloadable_link_purchased (
  purchased_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(order_id),
  customer_id INTEGER,
  link_id INTEGER NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  number_of_downloads_bought INTEGER NOT NULL DEFAULT 0,
  number_of_downloads_used INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX downloadable_link_purchased_customer ON downloadable_link_purchased(customer_id);

-- What the shopper chose (selected and entered option uids), so reorderItems can put the same item in the cart.
ALTER TABLE sales_order_item ADD COLUMN buy_request_json TEXT;

-- Magento's sales/cancellation/enabled per store view; this shop lets customers cancel unshipped orders.
ALTER TABLE store ADD COLUMN order_cancellation INTEGER NOT NULL DEFAULT 1;
