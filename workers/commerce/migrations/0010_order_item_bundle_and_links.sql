-- What a bundle's or a download's order line was made of, kept as the order was placed: Magento's
-- BundleOrderItem.bundle_options (each option's chosen parts, their names, SKUs, prices and quantities per set) and
-- DownloadableOrderItem.downloadable_links (the links bought).
ALTER TABLE sales_order_item ADD COLUMN bundle_options_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE sales_order_item ADD COLUMN downloadable_links_json TEXT NOT NULL DEFAULT '[]';
