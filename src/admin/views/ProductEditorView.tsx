import { useCallback, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceForm, ProductForm } from '../../domain/product-form';
import { EditorField, EditorProblem, idOf } from './EditorField';
import { ProductSellingFields, type ProductSellingFieldsProps } from './ProductSellingFields';
import { rendition } from '../../domain/renditions';

/** Editing a listed product: its address, status and the archive / restore moves. */
export interface ListedProduct {
  id: string;
  status: 'active' | 'inactive';
  /** An archive or a restore under way. */
  busy: 'archiving' | 'restoring' | null;
  onArchive: () => void;
  onRestore: () => void;
}

/** The editor's form as typed (amounts are strings in the site's major unit). */
type EditorValues = ProductForm;
type EditorChoice = ChoiceForm;

type TextField = 'id' | 'title' | 'introductoryTitle' | 'description' | 'specificationType' | 'freight' | 'serviceCharge' | 'remoteAreasPostage' | 'saleQty';
type ChoiceText = 'name' | 'price' | 'originalPrice';

export interface ProductEditorViewProps {
  siteLabel: string;
  currencySymbol: string;
  values: EditorValues;
  /** Messages to show by field path (`title`, `skus.0.price`, `combos`), already in words. */
  problems: Record<string, string>;
  /** The messages to list above the form after a save attempt (announced). */
  summary: readonly string[];
  saving: boolean;
  uploading: boolean;
  /** What the last upload or save said: a refusal or failure (alert) or progress (status). */
  alert: string | null;
  status: string | null;
  /** After saving: the live page. */
  saved: { id: string; href: string } | null;
  canAddSku: boolean;
  canRemoveSku: boolean;
  canAddCombo: boolean;
  /** Editing a listed product (null: a new one). */
  listed: ListedProduct | null;
  /** The listed product is loading, or could not be loaded (then `onRetry`). */
  loading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Discounts, purchase limit, recommendations and the site's home product (problems come from `problems`). */
  selling: Omit<ProductSellingFieldsProps, 'problems'>;
  onField: (field: TextField, value: string) => void;
  onSaleType: (value: 1 | 2) => void;
  onSku: (index: number, field: ChoiceText, value: string) => void;
  onSkuPhoto: (index: number, file: File | null) => void;
  onSkuAdd: () => void;
  onSkuRemove: (index: number) => void;
  onCombo: (index: number, field: ChoiceText, value: string) => void;
  onComboPart: (index: number, sku: number, qty: number) => void;
  onComboAdd: () => void;
  onComboRemove: (index: number) => void;
  onBannerFile: (file: File) => void;
  onBannerAlt: (index: number, alt: string) => void;
  onBannerRemove: (index: number) => void;
  onSave: () => void;
  onBack: () => void;
  onAnother: () => void;
}

/** The product editor: texts, sale type, skus (with photos), combos, banner photos, charges. */
export function ProductEditorView(props: ProductEditorViewProps) {
  const { values, problems, currencySymbol: money } = props;
  const intl = useIntl();
  // Once, when the link to the saved product appears (a new function each render would refocus it).
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  const t = (id: string, extra?: Record<string, string | number>) => intl.formatMessage({ id }, extra);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  const choice = (kind: 'skus' | 'combos', index: number, value: EditorChoice, onChange: (field: ChoiceText, value: string) => void): ReactNode => (
    <>
      <EditorField field={`${kind}.${index}.name`} label={t('catalog.choice.name')} value={value.name} problem={problems[`${kind}.${index}.name`]} onChange={(next) => onChange('name', next)} required />
      <EditorField field={`${kind}.${index}.price`} label={t('catalog.choice.price')} adornment={money} inputMode="decimal" value={value.price} problem={problems[`${kind}.${index}.price`]} onChange={(next) => onChange('price', next)} required />
      <EditorField
        field={`${kind}.${index}.originalPrice`}
        label={t('catalog.choice.originalPrice')}
        adornment={money}
        inputMode="decimal"
        hint={t('catalog.choice.originalPriceHint')}
        value={value.originalPrice}
        problem={problems[`${kind}.${index}.originalPrice`]}
        onChange={(next) => onChange('originalPrice', next)}
      />
    </>
  );

  if (props.saved) {
    return (
      <section className="page" aria-labelledby="editor-title">
        <h1 id="editor-title">{t(props.listed ? 'catalog.saved.editTitle' : 'catalog.saved.title')}</h1>
        <p role="status" className="notice">
          {t(props.listed ? 'catalog.saved.editText' : 'catalog.saved.text', { id: props.saved.id })}
        </p>
        <p>
          {/* The form is gone: focus goes to what comes next, so keyboard users are not left nowhere. */}
          <a href={props.saved.href} target="_blank" rel="noreferrer" data-testid="live-link" ref={focusOnMount}>
            {t('catalog.saved.open')}
          </a>
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={props.onBack}>
            {t('catalog.back')}
          </button>
          <button type="button" className="button button--primary" onClick={props.onAnother}>
            {t('catalog.new')}
          </button>
        </div>
      </section>
    );
  }

  if (props.loading || props.loadFailed) {
    return (
      <section className="page" aria-labelledby="editor-title">
        <h1 id="editor-title">{t('catalog.editor.loading')}</h1>
        <div role="alert" className={props.loadFailed ? 'alert' : 'alert alert--empty'}>
          {props.loadFailed ? t('catalog.editor.loadFailed') : null}
        </div>
        {props.loadFailed ? (
          <div className="actions">
            <button type="button" className="button button--primary" onClick={props.onRetry}>
              {t('catalog.editor.retry')}
            </button>
            <button type="button" className="button" onClick={props.onBack}>
              {t('catalog.back')}
            </button>
          </div>
        ) : (
          <p aria-busy="true">{t('app.loading')}</p>
        )}
      </section>
    );
  }

  const listed = props.listed;
  return (
    <section className="page" aria-labelledby="editor-title">
      <h1 id="editor-title">{listed ? t('catalog.editor.editTitle', { id: listed.id, site: props.siteLabel }) : t('catalog.editor.title', { site: props.siteLabel })}</h1>
      {listed ? (
        <div className="toolbar">
          <p data-testid="product-status">{t('catalog.editor.status', { status: t(`catalog.status.${listed.status}`) })}</p>
          {listed.status === 'active' ? (
            <button type="button" className="button" onClick={listed.onArchive} disabled={listed.busy !== null || props.saving}>
              {listed.busy === 'archiving' ? t('catalog.archiving') : t('catalog.archive')}
            </button>
          ) : (
            <button type="button" className="button" onClick={listed.onRestore} disabled={listed.busy !== null || props.saving}>
              {listed.busy === 'restoring' ? t('catalog.restoring') : t('catalog.restore')}
            </button>
          )}
        </div>
      ) : null}
      <div role="alert" className={props.alert || props.summary.length ? 'alert' : 'alert alert--empty'}>
        {props.alert}
        {props.summary.length ? (
          <ul>
            {props.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div role="status" className={props.status ? 'notice' : 'notice notice--empty'}>
        {props.status}
      </div>
      <form onSubmit={submit} noValidate className="editor" aria-busy={props.saving}>
        <fieldset>
          <legend>{t('catalog.editor.page')}</legend>
          <EditorField field="title" label={t('catalog.title')} value={values.title} problem={problems.title} onChange={(next) => props.onField('title', next)} required />
          {listed ? null : <EditorField field="id" label={t('catalog.address')} hint={t('catalog.addressHint')} value={values.id} problem={problems.id} onChange={(next) => props.onField('id', next)} />}
          <EditorField field="introductoryTitle" label={t('catalog.introductoryTitle')} value={values.introductoryTitle} problem={problems.introductoryTitle} onChange={(next) => props.onField('introductoryTitle', next)} />
          <EditorField field="description" multiline label={t('catalog.description')} hint={t('catalog.descriptionHint')} value={values.description} problem={problems.description} onChange={(next) => props.onField('description', next)} />
        </fieldset>

        <fieldset>
          <legend>{t('catalog.banners')}</legend>
          <EditorProblem field="banners" problems={problems} />
          <ul className="photo-list">
            {values.banners.map((banner, index) => (
              <li key={banner.src}>
                <img src={rendition(banner.src, 160)} alt="" width={96} height={96} />
                <EditorField field={`banners.${index}.alt`} label={t('catalog.banner.alt', { n: index + 1 })} value={banner.alt} problem={problems[`banners.${index}`]} onChange={(next) => props.onBannerAlt(index, next)} />
                <button type="button" className="button" onClick={() => props.onBannerRemove(index)}>
                  {t('catalog.banner.remove', { n: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
          <div className="field">
            <label className="field__label" htmlFor="pe-banner-file">
              {t('catalog.banner.add')}
            </label>
            <input
              id="pe-banner-file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              disabled={props.uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) props.onBannerFile(file);
                event.target.value = '';
              }}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('catalog.skus')}</legend>
          <EditorField field="specificationType" label={t('catalog.specificationType')} hint={t('catalog.specificationTypeHint')} value={values.specificationType} problem={problems.specificationType} onChange={(next) => props.onField('specificationType', next)} />
          <EditorProblem field="skus" problems={problems} />
          {values.skus.map((sku, index) => (
            <fieldset key={index} className="choice" data-testid="sku">
              <legend>{t('catalog.sku', { n: index + 1 })}</legend>
              {choice('skus', index, sku, (field, next) => props.onSku(index, field, next))}
              <div className="field">
                <label className="field__label" htmlFor={idOf(`skus.${index}.image`)}>
                  {t('catalog.choice.photo')}
                </label>
                {sku.image ? <img src={rendition(sku.image, 160)} alt="" width={64} height={64} /> : null}
                <input
                  id={idOf(`skus.${index}.image`)}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  disabled={props.uploading}
                  onChange={(event) => {
                    props.onSkuPhoto(index, event.target.files?.[0] ?? null);
                    event.target.value = '';
                  }}
                />
              </div>
              {props.canRemoveSku ? (
                <button type="button" className="button" onClick={() => props.onSkuRemove(index)}>
                  {t('catalog.sku.remove', { n: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          ))}
          <button type="button" className="button" onClick={props.onSkuAdd} disabled={!props.canAddSku}>
            {t('catalog.sku.add')}
          </button>
        </fieldset>

        <fieldset>
          <legend>{t('catalog.saleType')}</legend>
          {([1, 2] as const).map((value) => (
            <label key={value} className="radio">
              <input type="radio" name="saleType" value={value} checked={values.saleType === value} onChange={() => props.onSaleType(value)} /> {t(`catalog.saleType.${value}`)}
            </label>
          ))}
          {values.saleType === 2 ? (
            <>
              <EditorProblem field="combos" problems={problems} />
              {values.combos.map((combo, index) => (
                <fieldset key={index} className="choice" data-testid="combo">
                  <legend>{t('catalog.combo', { n: index + 1 })}</legend>
                  {choice('combos', index, combo, (field, next) => props.onCombo(index, field, next))}
                  <fieldset aria-describedby={problems[`combos.${index}.components`] ? `${idOf(`combos.${index}.components`)}-error` : undefined}>
                    <legend>{t('catalog.combo.parts')}</legend>
                    {values.skus.map((sku, skuIndex) => (
                      <EditorField
                        key={skuIndex}
                        field={`combos.${index}.parts.${skuIndex}`}
                        label={sku.name || t('catalog.sku', { n: skuIndex + 1 })}
                        inputMode="numeric"
                        value={String(combo.parts[skuIndex] ?? 0)}
                        onChange={(next) => props.onComboPart(index, skuIndex, Number(next.replace(/\D/g, '')))}
                      />
                    ))}
                    <EditorProblem field={`combos.${index}.components`} problems={problems} />
                  </fieldset>
                  <button type="button" className="button" onClick={() => props.onComboRemove(index)}>
                    {t('catalog.combo.remove', { n: index + 1 })}
                  </button>
                </fieldset>
              ))}
              <button type="button" className="button" onClick={props.onComboAdd} disabled={!props.canAddCombo}>
                {t('catalog.combo.add')}
              </button>
            </>
          ) : null}
        </fieldset>

        <fieldset>
          <legend>{t('catalog.charges')}</legend>
          <EditorField field="freight" label={t('catalog.freight')} adornment={money} inputMode="decimal" hint={t('catalog.freightHint')} value={values.freight} problem={problems.freight} onChange={(next) => props.onField('freight', next)} />
          <EditorField field="remoteAreasPostage" label={t('catalog.remoteAreasPostage')} adornment={money} inputMode="decimal" value={values.remoteAreasPostage} problem={problems.remoteAreasPostage} onChange={(next) => props.onField('remoteAreasPostage', next)} />
          <EditorField field="serviceCharge" label={t('catalog.serviceCharge')} adornment={money} inputMode="decimal" value={values.serviceCharge} problem={problems.serviceCharge} onChange={(next) => props.onField('serviceCharge', next)} />
          <EditorField field="saleQty" label={t('catalog.saleQty')} inputMode="numeric" value={values.saleQty} problem={problems.saleQty} onChange={(next) => props.onField('saleQty', next)} />
        </fieldset>

        <ProductSellingFields {...props.selling} problems={problems} />

        <div className="actions">
          <button type="submit" className="button button--primary" disabled={props.saving || props.uploading || (listed?.busy ?? null) !== null}>
            {props.saving ? t('catalog.saving') : t(listed ? 'catalog.saveChanges' : 'catalog.save')}
          </button>
          <button type="button" className="button" onClick={props.onBack}>
            {t('catalog.back')}
          </button>
        </div>
      </form>
    </section>
  );
}
