import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { adPixelsMachine, type PixelsRefusal } from '../../../../machines/ad-pixels.machine';
import type { ProductPixels } from '../../../domain/tracking';
import { AdPixelsView, type AdPixelsPhase } from '../../views/AdPixelsView';
import { AdminApiError } from '../api';
import { issuesOf } from '../catalog-api';
import { failureText } from '../failure';

/** The calls of the ad pixels panel (owners): a product's pixels, and saving them. */
export interface PixelCalls {
  pixels: (productId: string) => Promise<ProductPixels>;
  savePixels: (productId: string, pixels: ProductPixels) => Promise<ProductPixels>;
}

/** A listed product's ad pixels, driven by machines/ad-pixels.machine.ts. */
export function AdPixelsPanel({ productId, calls }: { productId: string; calls: PixelCalls }) {
  const intl = useIntl();
  const actor = useActorRef(
    adPixelsMachine.provide({
      actors: {
        loadPixels: fromPromise(async ({ input }: { input: { productId: string } }) => {
          try {
            return await calls.pixels(input.productId);
          } catch (failure) {
            throw new Error(failureText(intl, failure));
          }
        }),
        savePixels: fromPromise(async ({ input }: { input: { productId: string; pixels: ProductPixels } }) => {
          try {
            return await calls.savePixels(input.productId, input.pixels);
          } catch (failure) {
            const issues = failure instanceof AdminApiError && failure.status === 400 ? issuesOf(failure) : [];
            if (issues.length) throw { message: null, issues } satisfies PixelsRefusal;
            throw new Error(failureText(intl, failure));
          }
        }),
      },
    }),
    { input: { productId } },
  );
  const phase = useSelector(actor, (snapshot) => snapshot.value as AdPixelsPhase);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // After a refused save, focus goes to the first network named, so the owner hears what to correct.
  useEffect(() => {
    if (phase === 'failed' && context.invalid.length > 0) document.querySelector<HTMLElement>('[aria-labelledby="pixels-title"] [aria-invalid="true"]')?.focus();
  }, [phase, context.invalid]);

  return (
    <AdPixelsView
      phase={phase}
      form={context.form}
      invalid={context.invalid}
      error={(phase === 'failed' || phase === 'loadFailed') && context.invalid.length === 0 ? (context.message ?? intl.formatMessage({ id: 'error.network' })) : null}
      onField={(field, value) => actor.send({ type: 'form.change', field, value })}
      onSave={() => actor.send({ type: 'pixels.save' })}
      onRetry={() => actor.send({ type: 'pixels.load' })}
    />
  );
}
