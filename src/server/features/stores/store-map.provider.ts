import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressData } from '../../../domain/address';
import { PICKUP_BRANDS, type PickupBrand } from '../../../domain/order';
import type { PickupStoreRecord } from './stores.directory';

/**
 * A logistics provider's store-picker map (spec §1: convenience-store pickup). Taiwan's chains
 * publish no licensed store list, so real shops send the shopper to their logistics provider's
 * map: the shopper picks a store there, and the provider posts the store back to the shop.
 *
 *   shop /stores/map/start ──redirect or form post──▶ provider's map ──POST──▶ shop /stores/map/reply
 *
 * `start` says where to send the shopper; `readReply` turns the provider's post-back into a store.
 * The `state` round-trips through the provider untouched (ECPay's ExtraData) and is signed by us.
 */
export interface StoreMapRequest {
  brand: PickupBrand;
  state: string;
  /** Absolute URL the provider posts the chosen store to. */
  replyUrl: string;
  /** The shopper is on a phone (ECPay: Device=1). */
  mobile: boolean;
}

export type StoreMapStart = { method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> };

export interface StoreMapReply {
  brand: PickupBrand;
  id: string;
  name: string;
  address: string;
  phone: string | null;
  state: string;
}

export interface StoreMapProvider {
  name: string;
  /** Origins the shopper's browser is sent to (for the page's Content-Security-Policy form-action). */
  origins: string[];
  start(request: StoreMapRequest): StoreMapStart;
  readReply(body: Record<string, unknown>): StoreMapReply | null;
}

/** ECPay's logistics sub-types (C2C: store-to-store; B2C: from a warehouse) and our brands. */
const ECPAY_SUBTYPES: Record<PickupBrand, { c2c: string; b2c: string } | null> = {
  seven_eleven: { c2c: 'UNIMARTC2C', b2c: 'UNIMART' },
  family_mart: { c2c: 'FAMIC2C', b2c: 'FAMI' },
  hi_life: { c2c: 'HILIFEC2C', b2c: 'HILIFE' },
  sf_station: null,
};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.normalize('NFKC').trim().slice(0, max) : '');

/** Reads an ECPay-shaped map reply (CVSStoreID, CVSStoreName, CVSAddress, CVSTelephone, LogisticsSubType, ExtraData). */
export function readEcpayReply(body: Record<string, unknown>): StoreMapReply | null {
  const subType = text(body.LogisticsSubType, 20);
  const brand = (Object.entries(ECPAY_SUBTYPES) as [PickupBrand, { c2c: string; b2c: string } | null][]).find(
    ([, types]) => types && (types.c2c === subType || types.b2c === subType),
  )?.[0];
  const id = text(body.CVSStoreID, 32);
  const name = text(body.CVSStoreName, 100);
  const address = text(body.CVSAddress, 200);
  const state = text(body.ExtraData, 2000);
  if (!brand || !/^[A-Za-z0-9-]+$/.test(id) || !name || !address || !state) return null;
  return { brand, id, name, address, phone: text(body.CVSTelephone, 30) || null, state };
}

/** ECPay's map (https://developers.ecpay.com.tw, 物流整合 → 電子地圖). Test: logistics-stage.ecpay.com.tw. */
export function createEcpayStoreMap(options: { merchantId: string; mapUrl: string; b2c: boolean; cashOnPickup: boolean }): StoreMapProvider {
  return {
    name: 'ecpay',
    origins: [new URL(options.mapUrl).origin],
    start({ brand, state, replyUrl, mobile }) {
      const types = ECPAY_SUBTYPES[brand];
      if (!types) throw new Error(`ECPay has no store map for ${brand}`);
      return {
        method: 'POST',
        url: options.mapUrl,
        fields: {
          MerchantID: options.merchantId,
          LogisticsType: 'CVS',
          LogisticsSubType: options.b2c ? types.b2c : types.c2c,
          IsCollection: options.cashOnPickup ? 'Y' : 'N',
          ServerReplyURL: replyUrl,
          ExtraData: state,
          Device: mobile ? '1' : '0',
        },
      };
    },
    readReply: readEcpayReply,
  };
}

export const SANDBOX_MAP_PATH = '/stores/map/sandbox';

/**
 * The built-in stand-in for a provider's map: a page of this server that lists the store
 * directory's stores and posts the chosen one back exactly as ECPay does, so the whole round trip
 * works (and is tested) without a provider account.
 */
export function createSandboxStoreMap(): StoreMapProvider {
  return {
    name: 'sandbox',
    origins: [],
    start({ brand, state }) {
      return { method: 'GET', url: `${SANDBOX_MAP_PATH}?${new URLSearchParams({ brand, state })}` };
    },
    readReply: readEcpayReply,
  };
}

/** The LogisticsSubType the sandbox map posts back for a brand. */
export function sandboxSubType(brand: PickupBrand): string | null {
  return ECPAY_SUBTYPES[brand]?.c2c ?? null;
}

// ---- the signed state: which chain, where to return, until when ----------------------------------

export interface MapState {
  brand: PickupBrand;
  /** A path of this site (never another origin) to send the shopper back to. */
  returnTo: string;
  expires: number;
}

export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\r\n]/.test(path);
}

export function signState(secret: string, state: MapState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

export function readState(secret: string, token: string, now = Date.now()): MapState | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as MapState;
    if (!PICKUP_BRANDS.includes(state.brand) || !isLocalPath(state.returnTo) || !(state.expires > now)) return null;
    return state;
  } catch {
    return null;
  }
}

/**
 * The city and district of a Taiwanese store address, read against Taiwan's list of places
 * (`臺北市中正區...`; 台 and 臺 are the same). Empty when the address does not start with them.
 */
export function placeOfAddress(address: string, taiwan: AddressData | undefined): { city: string; district: string } {
  const written = address.normalize('NFKC').replace(/\s/g, '').replace(/^\d{3,6}/, '').replace(/台/g, '臺');
  for (const city of taiwan?.tree ?? []) {
    if (!written.startsWith(city.name.replace(/台/g, '臺'))) continue;
    const rest = written.slice(city.name.length);
    const district = city.children?.find((place) => rest.startsWith(place.name.replace(/台/g, '臺')));
    return { city: city.name, district: district?.name ?? '' };
  }
  return { city: '', district: '' };
}

export function toStoreRecord(reply: StoreMapReply, taiwan: AddressData | undefined): PickupStoreRecord {
  return { brand: reply.brand, id: reply.id, name: reply.name, address: reply.address, phone: reply.phone, ...placeOfAddress(reply.address, taiwan) };
}
