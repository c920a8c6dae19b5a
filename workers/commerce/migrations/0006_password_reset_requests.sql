-- Magento_Security's password_reset_request_event: every request for a password reset link, by the e-mail address
-- it named (known to the shop or not), so that one address cannot be sent link after link.
CREATE TABLE password_reset_request_event (
  id INTEGER PRIMARY KEY,
  account_reference TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX password_reset_request_event_account ON password_reset_request_event (account_reference, created_at);
