import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressData } from '../../../domain/address';

/**
 * The region address scripts as the server reads them: the very files the browser loads
 * (`dist/client/address/*.js`, written by scripts/build-address-data.mjs), imported once each.
 * The server checks the address parts of an order against them.
 */
export interface AddressDataSource {
  /** The file's data; undefined when the build has no such file. */
  load(file: string): Promise<AddressData | undefined>;
  /** Several files, by name (those the build lacks are left out). */
  loadAll(files: readonly string[]): Promise<Record<string, AddressData>>;
}

export function createAddressDataSource(clientDir: string, onMissing: (file: string) => void = () => {}): AddressDataSource {
  const cache = new Map<string, Promise<AddressData | undefined>>();
  const load = (file: string) => {
    let data = cache.get(file);
    if (!data) {
      const path = join(clientDir, 'address', `${file}.js`);
      data = existsSync(path)
        ? import(pathToFileURL(path).href).then((module: { default: AddressData }) => module.default)
        : Promise.resolve().then(() => {
            onMissing(file);
            return undefined;
          });
      cache.set(file, data);
    }
    return data;
  };
  return {
    load,
    async loadAll(files) {
      const entries = await Promise.all(files.map(async (file) => [file, await load(file)] as const));
      return Object.fromEntries(entries.filter((entry): entry is readonly [string, AddressData] => entry[1] !== undefined));
    },
  };
}
