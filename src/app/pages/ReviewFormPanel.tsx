import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reviewFormMachine, selectVisibleReviewErrors, SubmitReviewError, type SubmitReviewInput } from '../../../machines/review-form.machine';
import type { ReviewErrors } from '../../domain/review';
import { requireZone } from '../../domain/zones';
import { ReviewForm } from '../../views/ReviewForm';
import { useServices } from '../providers/services';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { API_PATHS } from '../../domain/api-paths';

/**
 * The comment form with its machine and the real submission (multipart, photos as picked: the
 * server checks and re-encodes them). Loaded when the shopper opens it.
 */
export default function ReviewFormPanel({ productId, zoneId }: { productId: string; zoneId: number }) {
  const services = useServices();
  const machine = useMemo(
    () =>
      reviewFormMachine.provide({
        actors: {
          submitReview: fromPromise<void, SubmitReviewInput>(async ({ input }) => {
            const body = new FormData();
            body.set('productId', input.productId);
            body.set('name', input.values.name);
            body.set('phone', input.values.phone);
            body.set('score', String(input.values.score));
            body.set('message', input.values.message);
            for (const photo of input.photos) body.append('images', photo.file, photo.name);
            const result = await services.api(API_PATHS.reviews, { method: 'POST', body });
            if (result.ok) return;
            const fieldErrors = result.reason === 'business' ? (result.data as { fieldErrors?: ReviewErrors } | null)?.fieldErrors : undefined;
            throw fieldErrors ? new SubmitReviewError(fieldErrors) : new Error(result.message);
          }),
        },
      }),
    [services],
  );
  const actor = useActorRef(machine, { input: { productId, zoneId } });
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;

  const preview = usePhotoPreviews();

  return (
    <ReviewForm
      values={context.values}
      errors={selectVisibleReviewErrors(context)}
      photos={context.photos}
      callingCode={requireZone(zoneId).callingCode}
      state={snapshot.matches('submitted') ? 'submitted' : snapshot.matches('submitting') ? 'submitting' : 'editing'}
      onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onBlur={(field) => actor.send({ type: 'field.blur', field })}
      onPhotos={(files) => actor.send({ type: 'photos.add', photos: files.map((file) => ({ file, name: file.name, preview: preview(file) })) })}
      onRemovePhoto={(index) => actor.send({ type: 'photos.remove', index })}
      onSubmit={() => actor.send({ type: 'review.submit' })}
    />
  );
}
