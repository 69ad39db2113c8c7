/**
 * The couriers a shopper may send a return with, per country (their own names, as printed on
 * their labels), and "other" for any the list lacks. The shop's staff read the carrier with the
 * tracking number to follow the parcel. A data table: add a country's couriers here.
 */
export interface Carrier {
  id: string;
  name: string;
}

export const OTHER_CARRIER = 'other';

const c = (id: string, name: string): Carrier => ({ id, name });

const CARRIERS: Record<string, readonly Carrier[]> = {
  TW: [c('tcat', '黑貓宅急便'), c('hct', '新竹物流'), c('chunghwa-post', '中華郵政'), c('seven-eleven', '7-ELEVEN 交貨便'), c('family-mart', '全家店到店'), c('hi-life', '萊爾富'), c('sf-express', '順豐速運')],
  HK: [c('sf-express', '順豐速運 SF Express'), c('hongkong-post', '香港郵政 Hongkong Post'), c('kerry', '嘉里物流 KEX')],
  MO: [c('macau-post', '澳門郵電 CTT'), c('sf-express', '順豐速運 SF Express')],
  JP: [c('yamato', 'ヤマト運輸'), c('sagawa', '佐川急便'), c('japan-post', '日本郵便')],
  KR: [c('cj', 'CJ대한통운'), c('korea-post', '우체국택배'), c('hanjin', '한진택배'), c('lotte', '롯데택배')],
  TH: [c('thailand-post', 'ไปรษณีย์ไทย Thailand Post'), c('flash', 'Flash Express'), c('kerry', 'Kerry Express'), c('jt', 'J&T Express')],
  MY: [c('pos-malaysia', 'Pos Malaysia'), c('jt', 'J&T Express'), c('ninja-van', 'Ninja Van'), c('gdex', 'GDEX')],
  ID: [c('jne', 'JNE'), c('jt', 'J&T Express'), c('sicepat', 'SiCepat'), c('pos-indonesia', 'Pos Indonesia')],
  PH: [c('lbc', 'LBC'), c('jt', 'J&T Express'), c('ninja-van', 'Ninja Van'), c('phlpost', 'PHLPost')],
  VN: [c('ghn', 'Giao Hàng Nhanh'), c('ghtk', 'Giao Hàng Tiết Kiệm'), c('viettel-post', 'Viettel Post'), c('vnpost', 'VNPost')],
  PL: [c('inpost', 'InPost'), c('poczta-polska', 'Poczta Polska'), c('dpd', 'DPD'), c('dhl', 'DHL'), c('gls', 'GLS')],
  HU: [c('magyar-posta', 'Magyar Posta'), c('gls', 'GLS'), c('dpd', 'DPD'), c('foxpost', 'Foxpost')],
  CZ: [c('ceska-posta', 'Česká pošta'), c('ppl', 'PPL'), c('zasilkovna', 'Zásilkovna'), c('dpd', 'DPD')],
  SK: [c('slovenska-posta', 'Slovenská pošta'), c('packeta', 'Packeta'), c('sps', 'SPS'), c('dpd', 'DPD')],
  RO: [c('posta-romana', 'Poșta Română'), c('fan-courier', 'FAN Courier'), c('sameday', 'Sameday'), c('cargus', 'Cargus')],
  ES: [c('correos', 'Correos'), c('seur', 'SEUR'), c('mrw', 'MRW'), c('gls', 'GLS')],
  PT: [c('ctt', 'CTT'), c('dpd', 'DPD'), c('gls', 'GLS')],
  IT: [c('poste-italiane', 'Poste Italiane'), c('brt', 'BRT'), c('gls', 'GLS'), c('sda', 'SDA')],
  GR: [c('elta', 'ΕΛΤΑ Courier'), c('acs', 'ACS'), c('speedex', 'Speedex'), c('geniki', 'Γενική Ταχυδρομική')],
  HR: [c('hrvatska-posta', 'Hrvatska pošta'), c('gls', 'GLS'), c('dpd', 'DPD'), c('overseas', 'Overseas Express')],
  DE: [c('dhl', 'DHL'), c('hermes', 'Hermes'), c('dpd', 'DPD'), c('gls', 'GLS')],
  SA: [c('spl', 'SPL البريد السعودي'), c('aramex', 'Aramex'), c('smsa', 'SMSA Express')],
};

/** The couriers of a country, "other" last (any courier the list lacks). */
export function carriersOf(country: string): readonly Carrier[] {
  return CARRIERS[country] ?? [];
}

/** Every country's couriers, each once (the console's bulk dispatch offers them all). */
export function everyCarrier(): Carrier[] {
  const seen = new Map<string, Carrier>();
  for (const list of Object.values(CARRIERS)) for (const carrier of list) if (!seen.has(carrier.id)) seen.set(carrier.id, carrier);
  return [...seen.values()];
}

export function isCarrierOf(country: string, id: string): boolean {
  return id === OTHER_CARRIER || carriersOf(country).some((carrier) => carrier.id === id);
}

/** A carrier's name for staff and the shopper's order page (`other` stays `other`). */
export function carrierName(country: string, id: string): string {
  return carriersOf(country).find((carrier) => carrier.id === id)?.name ?? id;
}
