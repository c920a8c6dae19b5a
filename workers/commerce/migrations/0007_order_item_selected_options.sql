-- The configurable choices of an order item (Size: 100 ml, a training's Format), kept as the order was placed:
-- Magento's OrderItemInterface.selected_options, beside the entered options (a training's date and attendant).
ALTER TABLE sales_order_item ADD COLUMN selected_options_json TEXT NOT NULL DEFAULT '[]';
