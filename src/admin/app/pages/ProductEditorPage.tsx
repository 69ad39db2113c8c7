import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { productEditorMachine, selectVisibleProductIssues, type ProductStatusAnswer, type SaveProductAnswer, type SaveProductRequest } from '../../../../machines/product-editor.machine';
import { ORDER_QUANTITY_MAX, RECOMMENDED_MAX, type AdminProductSummary, type EditableProduct, type UploadedImage } from '../../../domain/contracts/admin-catalog';
import { CURRENCIES, type CurrencyCode } from '../../../domain/money';
import { ProductEditorView } from '../../views/ProductEditorView';
import { failureText } from '../failure';

const PROBLEMS = new Set([
  'required',
  'amount',
  'count',
  'address',
  'noSku',
  'noCombo',
  'noParts',
  'invalid',
  'taken',
  'unknown',
  'notAnImage',
  'tooLarge',
  'tooManyPixels',
  'limit',
  'discountQuantity',
  'percent',
  'duplicate',
  'unknownChoice',
  'unknownRecommendation',
]);

/** The server calls the editor makes: saving, loading a listed product, archiving, uploads, the site's products. */
export interface EditorCalls {
  saveProduct: (request: SaveProductRequest) => Promise<SaveProductAnswer>;
  loadProduct: (productId: string) => Promise<EditableProduct>;
  setProductStatus: (request: { productId: string; status: 'active' | 'inactive' }) => Promise<ProductStatusAnswer>;
  upload: (file: Blob, name: string) => Promise<UploadedImage>;
  products: (siteId: string) => Promise<AdminProductSummary[]>;
}

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

/**
 * Wires the product editor machine (machines/product-editor.machine.ts) to its view and uploads:
 * a new product, or (with `productId`) a listed one loaded, edited, archived or restored.
 */
export function ProductEditorPage(props: { site: EditorSite; productId?: string | null; calls: EditorCalls; onBack: () => void; onAnother: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { calls } = props;
  const [snapshot, send] = useMachine(
    productEditorMachine.provide({
      actors: {
        saveProduct: fromPromise(({ input }: { input: SaveProductRequest }) => calls.saveProduct(input)),
        loadProduct: fromPromise(({ input }: { input: string }) => calls.loadProduct(input)),
        setProductStatus: fromPromise(({ input }: { input: { productId: string; status: 'active' | 'inactive' } }) => calls.setProductStatus(input)),
      },
    }),
    { input: { siteId: props.site.id, currency: props.site.currency, ...(props.productId ? { productId: props.productId } : {}) } },
  );
  // The site's other products, to pick recommendations from.
  const [others, setOthers] = useState<{ id: string; title: string }[] | null>(null);
  useEffect(() => {
    let current = true;
    calls
      .products(props.site.id)
      .then((items) => current && setOthers(items.filter((item) => item.id !== props.productId).map((item) => ({ id: item.id, title: item.title }))))
      .catch(() => current && setOthers([]));
    return () => {
      current = false;
    };
  }, [calls, props.site.id, props.productId]);
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
      const image = await calls.upload(file, file.name);
      then(image);
      setStatus(t('catalog.uploaded'));
    } catch (error) {
      setStatus(null);
      setUploadProblem(failureText(intl, error));
    } finally {
      setUploading(false);
    }
  }

  // After an archive or a restore, the status line says what it means for shoppers.
  const shownStatus = useRef(context.status);
  useEffect(() => {
    if (shownStatus.current !== null && context.status !== null && context.status !== shownStatus.current) setStatus(t(context.status === 'inactive' ? 'catalog.archived' : 'catalog.restored'));
    shownStatus.current = context.status;
  });

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
      status={snapshot.matches('saving') ? t('catalog.saving') : snapshot.matches('archiving') ? t('catalog.archiving') : snapshot.matches('restoring') ? t('catalog.restoring') : status}
      loading={snapshot.matches('starting') || snapshot.matches('loading')}
      loadFailed={snapshot.matches('loadFailed')}
      onRetry={() => send({ type: 'product.retry' })}
      listed={
        context.productId && context.status
          ? {
              id: context.productId,
              status: context.status,
              busy: snapshot.matches('archiving') ? 'archiving' : snapshot.matches('restoring') ? 'restoring' : null,
              onArchive: () => send({ type: 'product.archive' }),
              onRestore: () => send({ type: 'product.restore' }),
            }
          : null
      }
      selling={{
        discounts: context.form.discounts,
        purchaseLimit: context.form.purchaseLimit,
        recommendedIds: context.form.recommendedIds,
        siteDefault: context.form.siteDefault,
        recommendOptions: others,
        recommendMax: RECOMMENDED_MAX,
        quantityMax: ORDER_QUANTITY_MAX,
        canAddDiscount: snapshot.can({ type: 'discount.add' }),
        onDiscount: (index, field, value) => send({ type: 'discount.change', index, field, value }),
        onDiscountAdd: () => send({ type: 'discount.add' }),
        onDiscountRemove: (index) => send({ type: 'discount.remove', index }),
        onPurchaseLimit: (value) => send({ type: 'field.change', field: 'purchaseLimit', value }),
        onRecommended: (id) => send({ type: 'recommended.toggle', id }),
        onSiteDefault: (value) => send({ type: 'siteDefault.change', value }),
      }}
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
