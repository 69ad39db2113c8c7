import type { SnapshotFrom } from 'xstate';
import type { AdPixelsEvent, PixelsRefusal, adPixelsMachine } from '../../machines/ad-pixels.machine';
import { NO_PIXELS, type ProductPixels } from '../../src/domain/tracking';

type Snapshot = SnapshotFrom<typeof adPixelsMachine>;

/** A product's pixels as the server answers a save, and a save it refuses (two networks' ids). */
export const SAVED_PIXELS: ProductPixels = { ...NO_PIXELS, facebookPixelIds: ['123456789012345', '1234567890123456'], googlePixelType: 'GoogleADS', googleEventList: [{ conversionId: 'AW-123456789/abc' }] };
export const PIXELS_REFUSAL: PixelsRefusal = { message: null, issues: [{ field: 'body.facebookPixelIds.0', problem: 'invalid' }, { field: 'body.googleEventList.0.conversionId', problem: 'invalid' }] };
/** The server's message when the pixels cannot be loaded. */
export const PIXELS_NOT_REACHED = 'Not reached.';
/** The Meta pixel id the owner types. */
export const TYPED_FACEBOOK = '123456789012345';

/** The events a tester sends: a load again, a Meta id typed, a save, the server's answers. */
export const PIXELS_EVENTS = [
  { type: 'pixels.load' },
  { type: 'form.change', field: 'facebook', value: TYPED_FACEBOOK },
  { type: 'pixels.save' },
  { type: 'xstate.done.actor.loadPixels', output: NO_PIXELS },
  { type: 'xstate.error.actor.loadPixels', error: new Error(PIXELS_NOT_REACHED) },
  { type: 'xstate.done.actor.savePixels', output: SAVED_PIXELS },
  { type: 'xstate.error.actor.savePixels', error: PIXELS_REFUSAL },
] as unknown as AdPixelsEvent[];

/** A snapshot as the model tells states apart: where it is, the Meta ids typed, the failure. */
export const serializePixels = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, facebook: snapshot.context.form?.facebook ?? null, message: snapshot.context.message, invalid: snapshot.context.invalid });
