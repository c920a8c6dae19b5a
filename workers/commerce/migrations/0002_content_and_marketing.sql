-- CMS content, coupons and the newsletter.

CREATE TABLE cms_page (
  page_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0, -- 0 = every store
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT '1column',
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (identifier, store_id)
);

CREATE TABLE cms_block (
  block_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (identifier, store_id)
);

CREATE TABLE coupon (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  label TEXT NOT NULL,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  amount REAL NOT NULL,
  min_subtotal REAL NOT NULL DEFAULT 0,
  free_shipping INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE newsletter_subscriber (
  subscriber_id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  store_id INTEGER NOT NULL,
  customer_id INTEGER,
  status TEXT NOT NULL CHECK (status IN ('NOT_ACTIVE', 'SUBSCRIBED', 'UNCONFIRMED', 'UNSUBSCRIBED')),
  confirm_code TEXT,
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (email)
);

-- Development stand-in for the mail server: every mail the shop would send, listed at GET /mail.
CREATE TABLE mail_outbox (
  mail_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_html TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
