-- Orders and revenue in the studio (decision 0028). A refund through the payment provider keeps who
-- refunded (named as then), when, why and the provider's reference on the order; its status becomes
-- 'refunded'. The team's list reads orders of a period newest first, and finds an order's checkout.
alter table orders
  add column refunded_at timestamptz,
  add column refunded_by integer references users (id) on delete set null,
  add column refunded_by_name text,
  add column refund_reason text,
  add column refund_ref text;

create index orders_created on orders (created_at desc, id desc);
create index checkouts_order on checkouts (order_id) where order_id is not null;
