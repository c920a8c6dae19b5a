-- A business customer's company, kept from the /Business registration (one row per B2B customer).
CREATE TABLE customer_b2b_company (
  customer_id INTEGER PRIMARY KEY REFERENCES customer(customer_id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  vat_id TEXT NOT NULL,
  chamber_of_commerce TEXT NOT NULL,
  website TEXT,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  postcode TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
