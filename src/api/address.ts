import { addressFileUrl, type AddressData } from '../domain/address';

/**
 * Loads a region's address script (`/address/{file}.js`, an ES module whose default export is the
 * data). The browser caches it like any script; the address machine keeps it for the visit.
 */
export async function loadAddressScript(file: string): Promise<AddressData> {
  const module = (await import(/* @vite-ignore */ addressFileUrl(file))) as { default?: AddressData };
  const data = module.default;
  if (!data || !Array.isArray(data.tree) || !Array.isArray(data.levels)) throw new Error(`${addressFileUrl(file)} holds no address data`);
  return data;
}
