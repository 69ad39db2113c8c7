import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { returnRequestMachine, selectVisibleReturnErrors, SubmitReturnError, type SubmitReturnInput } from '../../../machines/return-request.machine';
import { carriersOf } from '../../domain/carriers';
import type { ReturnErrors, ReturnRefusal } from '../../domain/return-request';
import type { OrderView } from '../../domain/order';
import { PageLoading } from '../components/PageLoading';
import { requireZone } from '../../domain/zones';
import { ReturnForm } from '../../views/ReturnForm';
import { useBootstrap } from '../providers/bootstrap-context';
import { useLocale } from '../providers/locale';
import { PATHS } from './routes';
import { useServices } from '../providers/services';
import { useRegions } from '../hooks/use-address';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { API_PATHS } from '../../domain/api-paths';
import { PHOTO_HEAD_BYTES, photoProblem, type PhotoProblem } from '../../domain/photo';

/**
 * The return request (spec §2: /return, /product/home/return, /applicationForm): the form with its
 * machine and the real submission (multipart, photos as picked: the server checks and re-encodes
 * them). `?orderNo=` fills in the order number (the order page links here with it).
 */
export default function ReturnPage() {
  const { href } = useLocale();
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const check = useReturnCheck(orderNo);
  if (check === 'checking') return <PageLoading />;
  if (check) {
    // The order's lifecycle (asked through the lookup) says no: why, at once, before any typing.
    return (
      <div className="page page--return">
        <h1 className="page__title">
          <FormattedMessage id="return.title" />
        </h1>
        <div className="notice notice--warning" role="alert" data-testid="return-refused">
          <p>
            <FormattedMessage id={`return.${check.reason}`} values={{ days: check.days }} />
          </p>
          <p>
            <a className="button button--secondary" href={href(`${PATHS.lookup}?orderNo=${encodeURIComponent(orderNo.trim())}`)}>
              <FormattedMessage id="return.followOrder" />
            </a>
          </p>
        </div>
      </div>
    );
  }
  return <ReturnRequest orderNo={orderNo} />;
}

/**
 * Whether the order the link names may be returned, as the server's order lifecycle and return
 * period answer it: 'checking', a refusal, or null (go ahead; an unknown order is left to the form).
 */
function useReturnCheck(orderNo: string): ReturnRefusal | 'checking' | null {
  const services = useServices();
  const [answer, setAnswer] = useState<{ orderNo: string; refusal: ReturnRefusal | null } | null>(null);
  useEffect(() => {
    if (!orderNo.trim()) return;
    let live = true;
    // Quietly: an unknown number is the form's to answer, by its field.
    void services.api<OrderView>(API_PATHS.lookupOrder, { method: 'POST', body: { orderNo: orderNo.trim() }, silent: true }).then((result) => {
      if (live) setAnswer({ orderNo, refusal: result.ok && !result.data.allowed.return ? (result.data.allowed.returnRefusal ?? null) : null });
    });
    return () => {
      live = false;
    };
  }, [services, orderNo]);
  if (!orderNo.trim()) return null;
  return answer?.orderNo === orderNo ? answer.refusal : 'checking';
}

function ReturnRequest({ orderNo }: { orderNo: string }) {
  const services = useServices();
  const { site } = useBootstrap();
  const { href } = useLocale();
  const zone = requireZone(site.zoneId);
  const machine = useMemo(
    () =>
      returnRequestMachine.provide({
        actors: {
          submitReturn: fromPromise<{ id: string; status: string }, SubmitReturnInput>(async ({ input }) => {
            const body = new FormData();
            for (const [name, value] of Object.entries(input.values)) body.set(name, value);
            for (const photo of input.packagePhotos) body.append('packagePhotos', photo.file, photo.name);
            for (const photo of input.screenshot) body.append('screenshot', photo.file, photo.name);
            const result = await services.api<{ id: string; status: string }>(API_PATHS.returns, { method: 'POST', body });
            if (result.ok) return result.data;
            const fieldErrors = result.reason === 'business' ? (result.data as { fieldErrors?: ReturnErrors } | null)?.fieldErrors : undefined;
            throw fieldErrors && Object.keys(fieldErrors).length > 0 ? new SubmitReturnError(fieldErrors, result.message) : new Error(result.message);
          }),
        },
      }),
    [services],
  );
  const actor = useActorRef(machine, { input: { zoneId: zone.id, values: { orderNo } } });
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const regions = useRegions(zone);
  const preview = usePhotoPreviews();
  // After a refused submit (by the form or by the server), the cursor goes to the first field to fix.
  useEffect(() => {
    if (context.failure) focusFirstInvalid();
  }, [context.failure]);
  const failure = snapshot.matches('editing') && context.failure && Object.keys(context.failure.fieldErrors).length === 0 ? context.failure.message : null;

  return (
    <div className="page page--return">
      <h1 className="page__title">
        <FormattedMessage id="return.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="return.intro" values={{ days: zone.returnDays }} />
      </p>
      <ReturnForm
        values={context.values}
        errors={selectVisibleReturnErrors(context)}
        packagePhotos={context.packagePhotos}
        screenshot={context.screenshot}
        carriers={carriersOf(zone.country)}
        regions={regions.status === 'ready' ? regions.names : null}
        regionsLoading={regions.status === 'loading'}
        callingCode={zone.callingCode}
        state={snapshot.matches('submitted') ? 'submitted' : snapshot.matches('submitting') ? 'submitting' : 'editing'}
        failure={failure}
        orderHref={href(`${PATHS.lookup}?orderNo=${encodeURIComponent(context.values.orderNo.trim())}`)}
        onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onBlur={(field) => actor.send({ type: 'field.blur', field })}
        refused={context.refused}
        onPhotos={(target, files) =>
          void checkPhotos(files).then(({ photos, refused }) =>
            actor.send({ type: 'photos.add', target, photos: photos.map((file) => ({ file, name: file.name, preview: preview(file) })), refused }),
          )
        }
        onRemovePhoto={(target, index) => actor.send({ type: 'photos.remove', target, index })}
        onSubmit={() => {
          actor.send({ type: 'return.submit' });
          if (actor.getSnapshot().matches('editing')) focusFirstInvalid();
        }}
      />
    </div>
  );
}

/** Sorts picked files into photos and refusals, reading each file's first bytes as the server does. */
async function checkPhotos(files: readonly File[]): Promise<{ photos: File[]; refused: { name: string; problem: PhotoProblem }[] }> {
  const checked = await Promise.all(files.map(async (file) => ({ file, problem: photoProblem(new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer()), file.size) })));
  return {
    photos: checked.filter((one) => !one.problem).map((one) => one.file),
    refused: checked.flatMap((one) => (one.problem ? [{ name: one.file.name, problem: one.problem }] : [])),
  };
}

function focusFirstInvalid(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.return-form .field--invalid :is(input, select, textarea)')?.focus());
}
