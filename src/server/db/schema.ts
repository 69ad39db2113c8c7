import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table shapes as Kysely sees them. Rows are snake_case; modules map them to camelCase domain
 * objects in their repository. Money columns are integer minor units (bigint in PostgreSQL,
 * returned as numbers); times are ISO 8601 UTC text; JSON columns are text.
 */
export interface SitesTable {
  id: string;
  host: string;
  name: string;
  zone_id: number;
  language_id: number;
  theme: string;
  /** JSON: SiteSettings. */
  settings: string;
  is_default: number;
  created_at: string;
}

export interface ProductsTable {
  id: string;
  site_id: string;
  group_key: string;
  title: string;
  introductory_title: string;
  /** JSON array of paragraphs. */
  description: string;
  /** JSON array of ProductImage. */
  banners: string;
  logo: string | null;
  sale_type: number;
  specification_type: string;
  sale_qty: number;
  freight: number;
  service_charge: number;
  remote_areas_postage: number;
  status: string;
  position: number;
  listed_at: string;
  /** JSON array of QuantityDiscount. */
  quantity_discounts: ColumnType<string, string | undefined, string>;
  /** The size chart image (spec productSizeUrl). */
  size_chart: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: ProductPixels (the product's ad pixels). */
  pixels: ColumnType<string, string | undefined, string>;
  /** The most units of it one order may hold (null: MAX_QUANTITY only). */
  purchase_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of product ids the owner picked to show with it, in order ([]: the newest others). */
  recommended_ids: ColumnType<string, string | undefined, string>;
  /** Which sold count the page shows: 'default' (2526), 'fixed' (sale_qty) or 'real' (units ordered); existing rows: 'fixed'. */
  sold_count_mode: Generated<string>;
}

export interface SkusTable {
  id: string;
  product_id: string;
  name: string;
  image: string | null;
  original_price: number;
  price: number;
  position: number;
}

export interface CombosTable {
  id: string;
  product_id: string;
  name: string;
  image: string | null;
  original_price: number;
  price: number;
  position: number;
}

export interface ComboComponentsTable {
  combo_id: string;
  sku_id: string;
  qty: number;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  author: string;
  score: number;
  body: string;
  /** JSON array of image paths. */
  images: string;
  seller_reply: string | null;
  status: string;
  created_at: string;
  /** The reviewer's phone, E.164: for the seller only, never shown. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the review was written in. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrdersTable {
  order_no: string;
  site_id: string;
  product_id: string;
  zone_id: number;
  currency: string;
  locale: string;
  status: string;
  payment_status: string;
  payment_method: string;
  delivery_method: string;
  recipient_name: string;
  recipient_phone: string;
  /** The client address the order came from (velocity limits); null for orders from before. */
  client_ip: ColumnType<string | null, string | null | undefined, string | null>;
  recipient_email: string | null;
  recipient_address: string;
  recipient_postal_code: string | null;
  recipient_remark: string | null;
  /** JSON: the full normalised recipient (first/last name, national phone, ...). */
  recipient: string;
  subtotal: number;
  discount: number;
  shipping_fee: number;
  service_charge: number;
  tax: number;
  coupon_deduction: number;
  activity_deduction: number;
  total: number;
  paid_amount: number;
  created_at: string;
  updated_at: string;
  remote_postage: number;
  /** JSON: PickupStore, for pickup orders. */
  store: string | null;
  delivery_from: string;
  delivery_to: string;
  /** The token of the link the shopper came from (`/{token}/{id}`): which ad or partner sold it. */
  attribution: ColumnType<string | null, string | null | undefined, string | null>;
  /** The coupon the order redeemed. */
  coupon_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Not reported to ad networks: 'test' (a test order) or 'fraud' (held as fraud). */
  report_flag: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shipment, once dispatched. */
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the parcel reached the shopper: the return period counts from here. */
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the parcel went out for delivery (the lifecycle's ALREADY_DELIVER.outForDelivery); null before. */
  out_for_delivery_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The phone as the console searches it: E.164 where the zone reads it so. */
  recipient_phone_e164: ColumnType<string | null, string | null | undefined, string | null>;
  /** The risk score (0-100) computed when the order was placed; null before issue 16. */
  risk_score: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON: RiskReason[], the score's reasons. */
  risk_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'call' while a risky order waits for the shop's call; null otherwise. */
  held_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every lifecycle move (optimistic concurrency for the console). */
  version: Generated<number>;
}

export interface OrderItemsTable {
  order_no: string;
  product_id: string;
  line_no: number;
  kind: string;
  ref_id: string;
  name: string;
  quantity: number;
  unit_price: number;
  original_unit_price: number;
  subtotal: number;
}

export interface OrderStatusHistoryTable {
  order_no: string;
  seq: number;
  status: string;
  payment_status: string;
  /** The lifecycle event that made the change (`order.dispatch`, `payment.succeeded`...). */
  cause: string;
  created_at: string;
  /** JSON: what came with the event (the carrier and tracking number, who cancelled). */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who made the move: an operator's email; null for the shopper, a provider or the CLI. */
  actor: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A call to the shopper about an order (its outcome) or a note, with who and when. */
export interface OrderCallsTable {
  id: string;
  order_no: string;
  /** 'confirmed' | 'noAnswer' | 'wrongNumber' | 'refused'; null for a note. */
  outcome: string | null;
  note: string | null;
  operator_id: string | null;
  operator_email: string;
  created_at: string;
}

/** A text message sent (or tried): one-time codes and order messages; the sandbox provider's outbox. */
export interface MessageOutboxTable {
  id: string;
  site_id: string;
  order_no: string | null;
  /** 'verification' | 'confirmation' | 'dispatched' | 'outForDelivery'. */
  kind: string;
  /** 'sms' | 'whatsapp'. */
  channel: string;
  /** E.164. */
  to_phone: string;
  /** The text as sent (a real provider's one-time code masked). */
  body: string;
  provider: string;
  /** 'sent' | 'failed'. */
  status: string;
  provider_ref: string | null;
  error: string | null;
  created_at: string;
}

/** The live one-time code of a site and phone (hashed), and once it was right the token's hash. */
export interface VerificationCodesTable {
  site_id: string;
  phone: string;
  code_hash: string;
  expires_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: string;
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  token_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IdempotencyKeysTable {
  site_id: string;
  key: string;
  request_hash: string;
  order_no: string | null;
  /** JSON of the first response, replayed to every retry. */
  response: string | null;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  order_no: string;
  provider: string;
  method: string;
  status: string;
  amount: number;
  currency: string;
  pay_url: string;
  reference: string | null;
  created_at: string;
  updated_at: string;
}

/** A product's texts in a locale other than its site's (JSON columns: arrays and id -> name maps). */
export interface ProductTextsTable {
  product_id: string;
  locale: string;
  title: string;
  introductory_title: string;
  description: string;
  specification_type: string;
  image_alts: string;
  sku_names: string;
  combo_names: string;
}

export interface ProductSalesTable {
  id: string;
  product_id: string;
  /** 'limited' (a limited-time offer) or 'flash' (a flash sale). */
  kind: string;
  percent_off: number;
  starts_at: string;
  ends_at: string;
}

export interface CouponsTable {
  id: string;
  product_id: string;
  threshold: number;
  amount: number;
  /** 'active' or 'retired'. */
  status: string;
  position: number;
  created_at: string;
  /** 'amount' (`amount` minor units off) or 'percent' (`amount` percent off); existing rows: 'amount'. */
  kind: Generated<string>;
  /** When shoppers may receive and use it (ISO 8601; null: no bound). */
  starts_at: string | null;
  ends_at: string | null;
  /** How many shoppers may receive it in all (null: no limit), and how many have. */
  total_limit: number | null;
  claimed_count: Generated<number>;
  per_shopper_limit: Generated<number>;
}

/** The headline price a product's page showed from `at` on (sale included): the EU's 30-day lowest is read from it. */
export interface PriceHistoryTable {
  id: string;
  product_id: string;
  price: number;
  at: string;
  sale_id: string | null;
  written_at: string;
}

export interface CouponClaimsTable {
  coupon_id: string;
  /** The browser's anonymous shopper id (a cookie): there are no accounts. */
  shopper_id: string;
  claimed_at: string;
  order_no: string | null;
  /** The phone of the claim's first use (a phone's uses count on one shopper's claim). */
  redeemed_phone: string | null;
  /** When it was last used. */
  redeemed_at: string | null;
  /** How many times the shopper received it (at most the coupon's per_shopper_limit) and used it. */
  received_count: Generated<number>;
  used_count: Generated<number>;
}

export interface ReturnRequestsTable {
  id: string;
  order_no: string;
  /** One of RETURN_REASONS (src/domain/return-request.ts). */
  reason: string;
  remark: string | null;
  carrier: string;
  tracking_no: string;
  screenshot: string | null;
  package_photo: string;
  picker_name: string;
  picker_phone: string;
  address: string;
  region: string;
  /** SUBMITTED, ACCEPTED, REJECTED or RECEIVED. */
  status: string;
  /** The shop's answer, shown to the shopper (why a request was refused, where to send it). */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the shopper wrote in. */
  locale: string;
  created_at: string;
  updated_at: string;
  /** Bumped by every move of its lifecycle (compare and set: two agents cannot both win). */
  version: Generated<number>;
  /** The refund once recorded: minor units of the order's currency, method, reference, when, who. */
  refund_amount: ColumnType<number | null, number | null | undefined, number | null>;
  refund_method: ColumnType<string | null, string | null | undefined, string | null>;
  refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every move of a return request's lifecycle: who (an operator's email, null for the shopper), when, from, to. */
export interface ReturnHistoryTable {
  return_id: string;
  seq: number;
  event: string;
  from_status: string | null;
  to_status: string;
  actor: string | null;
  /** JSON: what came with the event (the reply, the refund). */
  detail: string | null;
  created_at: string;
}

export interface AccessEventsTable {
  id: string;
  site_id: string;
  action: string;
  type: string | null;
  result: string | null;
  result_detail: string | null;
  url: string | null;
  /** 1 when `result` arrived obfuscated and is stored decoded. */
  decoded: number;
  visitor: string | null;
  created_at: string;
}

export interface AdEventsTable {
  id: string;
  site_id: string;
  event_id: string;
  /** FACEBOOK, TIKTOK or NONE. */
  channel: string;
  code: string;
  product_id: string;
  order_no: string | null;
  source_url: string;
  /** JSON: the push as the browser sent it. */
  payload: string;
  value: number | null;
  currency: string | null;
  /** JSON: EventContent[] as the server reports them. */
  contents: string;
  client_ip: string | null;
  user_agent: string | null;
  /** Why the event is not forwarded (noConsent, test, fraud), or null. */
  withheld: string | null;
  created_at: string;
}

export interface AdDeliveriesTable {
  id: string;
  ad_event_id: string;
  network: string;
  pixel_id: string;
  /** pending, sending, sent or failed. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  updated_at: string;
}

export interface PickupStoresTable {
  brand: string;
  store_id: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone: string | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<string, string, never>;
}

export interface OperatorsTable {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  created_at: ColumnType<string, string, never>;
  password_changed_at: string;
}

export interface OperatorSessionsTable {
  id_hash: string;
  operator_id: string;
  csrf_token: string;
  created_at: ColumnType<string, string, never>;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  operator_id: string | null;
  operator_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

/** A phone, client address or range, email or postal code orders may not come from (issue 16). */
export interface BlocklistEntriesTable {
  id: string;
  /** Null: the whole shop. */
  site_id: string | null;
  /** BlocklistKind: phone, address, email, postalDeny, postalAllow. */
  kind: string;
  /** The canonical form matched. */
  value: string;
  typed: string;
  reason: string;
  /** The operator's email. */
  added_by: string;
  created_at: string;
}

/** An order refused by a blocklist or a limit, or as invalid. */
export interface OrderAttemptsTable {
  id: string;
  site_id: string;
  /** 'blocked' | 'limited' | 'invalid' */
  outcome: string;
  rule: string | null;
  matched: string | null;
  client_ip: string | null;
  phone: string | null;
  created_at: string;
}

/** The checkout funnel: anonymous counts per site and day (migration 0017). */
export interface CheckoutFunnelTable {
  site_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** 'session' | 'state' | 'transition'. */
  kind: string;
  /** The state reached, or the transition's source; '' for a session. */
  state: string;
  /** The transition's event ('' for `always`, a state or a session). */
  event: string;
  target: string;
  count: number;
}

/** Where a name search may start in an order's recipient name (src/domain/name-search.ts): one row a start. */
export interface OrderNameWordsTable {
  order_no: string;
  /** The name's key from this start to its end. */
  word: string;
  /** The order's own time (the search pages newest first from this index alone). */
  created_at: string;
}

/** An abandoned form: a valid phone typed in the order form (one row a site and phone). */
export interface LeadsTable {
  id: string;
  site_id: string;
  phone_e164: string;
  phone_national: string;
  name: string | null;
  product_id: string;
  /** JSON: [{ kind, id, quantity }] as the form had them. */
  lines: string;
  locale: string;
  created_at: ColumnType<string, string, never>;
  /** The last ping: a lead shows once the form has been quiet for 30 minutes. */
  updated_at: string;
}

export interface DB {
  blocklist_entries: BlocklistEntriesTable;
  order_attempts: OrderAttemptsTable;
  sites: SitesTable;
  products: ProductsTable;
  product_texts: ProductTextsTable;
  product_sales: ProductSalesTable;
  coupons: CouponsTable;
  coupon_claims: CouponClaimsTable;
  price_history: PriceHistoryTable;
  return_requests: ReturnRequestsTable;
  skus: SkusTable;
  combos: CombosTable;
  combo_components: ComboComponentsTable;
  reviews: ReviewsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  order_calls: OrderCallsTable;
  return_history: ReturnHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  message_outbox: MessageOutboxTable;
  verification_codes: VerificationCodesTable;
  app_secrets: AppSecretsTable;
  payments: PaymentsTable;
  pickup_stores: PickupStoresTable;
  access_events: AccessEventsTable;
  ad_events: AdEventsTable;
  ad_deliveries: AdDeliveriesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  checkout_funnel: CheckoutFunnelTable;
  leads: LeadsTable;
  order_name_words: OrderNameWordsTable;
}

export type SiteRow = Selectable<SitesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
