import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { productEditorMachine, selectVisibleProductIssues, type SaveProductAnswer } from '../../../../machines/product-editor.machine';
import type { ProductDraft, UploadedImage } from '../../../domain/contracts/admin-catalog';
import { CURRENCIES, type CurrencyCode } from '../../../domain/money';
import { ProductEditorView } from '../../views/ProductEditorView';
import { failureText } from '../failure';

const PROBLEMS = new Set(['required', 'amount', 'count', 'address', 'noSku', 'noCombo', 'noParts', 'invalid', 'taken', 'unknown', 'notAnImage', 'tooLarge', 'tooManyPixels']);

export interface EditorSite {
  id: string;
  label: string;
  currency: CurrencyCode;
  language: string;
}

/** The absolute address of a saved product's page: the site's host, on this page's scheme and port. */
function liveHref(url: string): string {
  const target = new URL(url, window.location.href);
  target.protocol = window.location.protocol;
  target.port = window.location.port;
  return target.href;
}

/** Wires the product editor machine (machines/product-editor.machine.ts) to its view and uploads. */
export function ProductEditorPage(props: { site: EditorSite; saveProduct: (draft: ProductDraft) => Promise<SaveProductAnswer>; upload: (file: Blob, name: string) => Promise<UploadedImage>; onBack: () => void; onAnother: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [snapshot, send] = useMachine(productEditorMachine.provide({ actors: { saveProduct: fromPromise(({ input }: { input: ProductDraft }) => props.saveProduct(input)) } }), {
    input: { siteId: props.site.id, currency: props.site.currency },
  });
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { context } = snapshot;
  const issues = selectVisibleProductIssues(context);
  const problems = Object.fromEntries(Object.entries(issues).map(([field, problem]) => [field, t(`catalog.problem.${PROBLEMS.has(problem) ? problem : 'invalid'}`)]));
  const count = Object.keys(problems).length;

  // After a save attempt with problems (or the server's refusal), focus goes to the first field named.
  const attempts = useRef(0);
  const saveAttempt = () => {
    attempts.current += 1;
    send({ type: 'product.save' });
  };
  const focused = useRef(0);
  useEffect(() => {
    if (attempts.current === focused.current || count === 0 || snapshot.matches('saving')) return;
    focused.current = attempts.current;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  });

  async function uploadPhoto(file: File, then: (image: UploadedImage) => void) {
    setUploading(true);
    setUploadProblem(null);
    setStatus(t('catalog.uploading'));
    try {
      const image = await props.upload(file, file.name);
      then(image);
      setStatus(t('catalog.uploaded'));
    } catch (error) {
      setStatus(null);
      setUploadProblem(failureText(intl, error));
    } finally {
      setUploading(false);
    }
  }

  const failure = context.failure;
  const alert = uploadProblem ?? (snapshot.matches('failed') || (failure && count > 0) ? (failure?.kind === 'refused' ? failure.message || t('catalog.refused') : failure ? t('error.network') : null) : null);
  const summary = context.revealAll && count > 0 ? [t('catalog.problems', { count })] : [];

  return (
    <ProductEditorView
      siteLabel={props.site.label}
      currencySymbol={CURRENCIES[props.site.currency].symbol}
      values={context.form}
      problems={problems}
      summary={summary}
      saving={snapshot.matches('saving')}
      uploading={uploading}
      alert={alert}
      status={snapshot.matches('saving') ? t('catalog.saving') : status}
      saved={context.saved ? { id: context.saved.id, href: liveHref(context.saved.url) } : null}
      canAddSku={snapshot.can({ type: 'sku.add' })}
      canRemoveSku={snapshot.can({ type: 'sku.remove', index: 0 })}
      canAddCombo={snapshot.can({ type: 'combo.add' })}
      onField={(field, value) => send({ type: 'field.change', field, value })}
      onSaleType={(value) => send({ type: 'saleType.change', value })}
      onSku={(index, field, value) => send({ type: 'sku.change', index, field, value })}
      onSkuPhoto={(index, file) => (file ? void uploadPhoto(file, (image) => send({ type: 'sku.image', index, src: image.src })) : send({ type: 'sku.image', index, src: null }))}
      onSkuAdd={() => send({ type: 'sku.add' })}
      onSkuRemove={(index) => send({ type: 'sku.remove', index })}
      onCombo={(index, field, value) => send({ type: 'combo.change', index, field, value })}
      onComboPart={(index, sku, qty) => send({ type: 'combo.part', index, sku, qty })}
      onComboAdd={() => send({ type: 'combo.add' })}
      onComboRemove={(index) => send({ type: 'combo.remove', index })}
      onBannerFile={(file) => void uploadPhoto(file, (image) => send({ type: 'banner.add', banner: { src: image.src, alt: '', width: image.width, height: image.height } }))}
      onBannerAlt={(index, alt) => send({ type: 'banner.change', index, alt })}
      onBannerRemove={(index) => send({ type: 'banner.remove', index })}
      onSave={saveAttempt}
      onBack={props.onBack}
      onAnother={props.onAnother}
    />
  );
}
