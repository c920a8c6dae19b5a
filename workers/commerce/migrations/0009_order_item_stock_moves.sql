-- The stock an order line took, as [{"product_id":…,"qty":…}]: a bundle's parts, not the set (which keeps no
-- quantity of its own), so that cancelling the order gives back what placing it took. NULL on older rows: their
-- line took its own product's stock (product_id, qty).
ALTER TABLE sales_order_item ADD COLUMN stock_moves_json TEXT;
