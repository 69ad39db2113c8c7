import { createActor, fromPromise } from 'xstate';
import { addressMachine } from '../../../machines/address.machine';
import { ADDRESS_FILES } from '../../domain/address-form';
import type { Services } from '../providers/services';

/** One address actor a visit (per composition root), so a region loaded once stays loaded across pages. */
const actors = new WeakMap<Services, ReturnType<typeof createAddressActor>>();

function createAddressActor(services: Services) {
  const actor = createActor(
    addressMachine.provide({ actors: { loadAddressScript: fromPromise(({ input }) => services.loadAddressScript(input.file)) } }),
    { input: { available: ADDRESS_FILES } },
  );
  actor.start();
  return actor;
}

export function addressActor(services: Services) {
  let actor = actors.get(services);
  if (!actor) {
    actor = createAddressActor(services);
    actors.set(services, actor);
  }
  return actor;
}

export type AddressActor = ReturnType<typeof addressActor>;
