import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { orderPreviewMachine } from '../../../../machines/order-preview.machine';
import { OrderPreviewView } from '../../views/OrderPreviewView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { previewCalls, type OrderPreview } from '../order-preview-api';

/**
 * "As the shopper sees it now" on the order page: the preview machine (machines/order-preview.machine.ts)
 * with the token call provided here. `revision` changes when the order or one of its returns moved:
 * the shopper's page changed, so a new preview is asked for at once.
 */
export function OrderPreviewPanel({ request, csrfToken, orderNo, revision }: { request: Request; csrfToken: string; orderNo: string; revision: string }) {
  const intl = useIntl();
  const calls = useMemo(() => previewCalls(request, csrfToken), [request, csrfToken]);
  const preview = useActorRef(
    orderPreviewMachine.provide({
      actors: {
        issuePreview: fromPromise<OrderPreview, { orderNo: string }>(({ input }) =>
          calls.issue(input.orderNo).catch((failure: unknown) => {
            throw new Error(failureText(intl, failure));
          }),
        ),
      },
    }),
    { input: { orderNo } },
  );
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    preview.send({ type: 'preview.refresh' });
  }, [preview, revision]);
  const view = useSelector(preview, (snapshot) => ({ url: snapshot.context.preview?.url ?? null, busy: snapshot.matches('issuing'), error: snapshot.matches('failed') ? snapshot.context.message : null }), (a, b) => a.url === b.url && a.busy === b.busy && a.error === b.error);
  return <OrderPreviewView url={view.url} busy={view.busy} error={view.error} onRefresh={() => preview.send({ type: 'preview.refresh' })} />;
}
