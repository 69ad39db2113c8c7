import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrder } from '../../domain/contracts/admin-orders';
import { CALL_OUTCOMES, type CallOutcome } from '../../domain/order-status';

export interface OrderConsoleViewProps {
  orderNo: string;
  /** null while it loads (or when it could not be loaded). */
  order: AdminOrder | null;
  /** The lifecycle drawn (LifecycleDiagram), once its graph is loaded. */
  diagram: ReactNode;
  /** The lifecycle's states, for the text list beside the drawing. */
  states: readonly string[];
  /** The payment drawn on the payment-result machine (LifecycleDiagram), once its graph is loaded. */
  paymentDiagram?: ReactNode;
  /** The Messages panel: what the shopper was sent about the order. */
  messages?: ReactNode;
  /** "As the shopper sees it now": the shopper's own order page, previewed read-only (OrderPreviewView). */
  preview?: ReactNode;
  /** The order's return requests, each on its diagram with its moves (OrderReturnsView). */
  returns?: ReactNode;
  /** A call is on its way: the buttons wait. */
  busy: boolean;
  /** Why the last move or call did not happen (the server's message), announced at once. */
  error: string | null;
  /** What the last move or call did, announced politely. */
  notice: string | null;
  money: (minor: number) => string;
  /** An ISO time as the operator reads it. */
  when: (iso: string) => string;
  onMove: (type: string, values: Record<string, string>) => void;
  onCall: (outcome: CallOutcome | null, note: string) => void;
  onReload: () => void;
  onBack: () => void;
}

/**
 * One order on the support console: what the shopper entered, the totals as priced, payment,
 * pickup store, its lifecycle drawn and as text, the moves it allows now (from the server's
 * lifecycle, each asking for what it needs), and the calls made.
 */
export function OrderConsoleView({ orderNo, order, diagram, states, paymentDiagram = null, messages = null, preview = null, returns = null, busy, error, notice, money, when, onMove, onCall, onReload, onBack }: OrderConsoleViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stateName = (id: string | null) => (id === null ? '—' : intl.formatMessage({ id: `orders.stateId.${id}`, defaultMessage: id }));
  const eventName = (type: string) => intl.formatMessage({ id: `orders.event.${type}`, defaultMessage: type });

  const move = (type: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => (values[key] = String(value)));
    onMove(type, values);
  };
  const call = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = String(form.get('outcome') ?? '');
    onCall(outcome === '' ? null : (outcome as CallOutcome), String(form.get('note') ?? ''));
    event.currentTarget.reset();
  };

  return (
    <section className="page" aria-labelledby="order-title" aria-busy={busy}>
      <p>
        <button type="button" className="button button--quiet" onClick={onBack}>
          {t('order.back')}
        </button>
      </p>
      <h1 id="order-title">{t('order.title', { orderNo })}</h1>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      <div role="status" className={notice ? 'notice' : 'notice notice--empty'}>
        {notice}
      </div>
      {order === null ? (
        busy ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : (
          <button type="button" className="button" onClick={onReload}>
            {t('order.reload')}
          </button>
        )
      ) : (
        <>
          <p className="order-state">
            {t('order.state', { state: stateName(order.lifecycle.state) })} · {t(`orders.payment.${order.paymentStatus}`)}
          </p>

          <section aria-labelledby="order-moves">
            <h2 id="order-moves">{t('order.moves')}</h2>
            {order.lifecycle.allowedEvents.length === 0 ? <p>{t('order.noMoves')}</p> : null}
            <div className="order-moves">
              {order.lifecycle.allowedEvents.map((allowed) => (
                <form key={allowed.type} className="order-move" aria-label={eventName(allowed.type)} onSubmit={move(allowed.type)}>
                  {allowed.fields.map((field) =>
                    field.options ? (
                      <label key={field.name}>
                        {t(`order.field.${field.name}`)}
                        <select name={field.name} required defaultValue="">
                          <option value="" disabled>
                            {t('order.choose')}
                          </option>
                          {field.options.map((option) => (
                            <option key={option.id} value={option.id}>
                              {option.name}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : (
                      <label key={field.name}>
                        {t(`order.field.${field.name}`)}
                        <input name={field.name} required autoComplete="off" maxLength={60} />
                      </label>
                    ),
                  )}
                  <button type="submit" className="button" disabled={busy}>
                    {eventName(allowed.type)}
                  </button>
                </form>
              ))}
            </div>
          </section>

          <section aria-labelledby="order-lifecycle">
            <h2 id="order-lifecycle">{t('order.lifecycle')}</h2>
            {diagram}
            <h3>{t('order.states')}</h3>
            <ul className="order-states">
              {states.map((state) => (
                <li key={state} aria-current={state === order.lifecycle.state ? 'step' : undefined}>
                  {stateName(state)}
                  {state === order.lifecycle.state ? ` ${t('order.now')}` : ''}
                </li>
              ))}
            </ul>
            <h3>{t('order.history')}</h3>
            <ol className="order-history">
              {order.lifecycle.history.map((entry) => (
                <li key={entry.seq}>
                  {t('order.historyEntry', { at: when(entry.at), event: eventName(entry.event), from: stateName(entry.from), to: stateName(entry.to), who: entry.actor ?? t('order.notAnAgent') })}
                </li>
              ))}
            </ol>
          </section>

          {order.risk ? (
            <section aria-labelledby="order-risk">
              <h2 id="order-risk">{t('order.risk')}</h2>
              <p data-testid="order-risk-score">{t(order.risk.flagged ? 'order.riskFlagged' : 'order.riskScore', { score: order.risk.score })}</p>
              {order.risk.heldForCall ? <p className="notice">{t('order.heldForCall')}</p> : null}
              <ul>
                {order.risk.reasons.map((reason) => (
                  <li key={reason.code}>{t(`order.risk.${reason.code}`, { count: reason.count })}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {messages}
          <section aria-labelledby="order-payment-lifecycle">
            <h2 id="order-payment-lifecycle">{t('order.payment')}</h2>
            {paymentDiagram}
            <ol className="order-history" data-testid="payment-history">
              {order.paymentLifecycle.history.map((entry) => (
                <li key={entry.seq}>{t('order.historyEntry', { at: when(entry.at), event: eventName(entry.event), from: entry.from ?? '—', to: entry.to, who: entry.actor ?? t('order.notAnAgent') })}</li>
              ))}
            </ol>
            {order.refunds.length > 0 && (
              <>
                <h3>{t('order.refunds')}</h3>
                <ul data-testid="order-refunds">
                  {order.refunds.map((refund) => (
                    <li key={refund.returnId}>{t('order.refund', { amount: money(refund.amount), method: t(`returns.method.${refund.method}`), reference: refund.reference, at: when(refund.at), who: refund.by ?? t('order.notAnAgent') })}</li>
                  ))}
                </ul>
              </>
            )}
          </section>

          {returns}
          <section aria-labelledby="order-calls">
            <h2 id="order-calls">{t('order.calls')}</h2>
            <ul>
              {order.calls.map((entry) => (
                <li key={entry.id}>
                  {t('order.callEntry', { at: when(entry.at), who: entry.by, outcome: entry.outcome ? t(`order.outcome.${entry.outcome}`) : t('order.noteOnly') })}
                  {entry.note ? ` — ${entry.note}` : ''}
                </li>
              ))}
            </ul>
            <form className="order-call" aria-label={t('order.recordCall')} onSubmit={call}>
              <fieldset>
                <legend>{t('order.outcome')}</legend>
                {CALL_OUTCOMES.map((outcome) => (
                  <label key={outcome}>
                    <input type="radio" name="outcome" value={outcome} /> {t(`order.outcome.${outcome}`)}
                  </label>
                ))}
              </fieldset>
              <label>
                {t('order.note')}
                <textarea name="note" maxLength={1000} rows={2} />
              </label>
              <button type="submit" className="button" disabled={busy}>
                {t('order.recordCall')}
              </button>
            </form>
          </section>

          <section aria-labelledby="order-shopper">
            <h2 id="order-shopper">{t('order.shopper')}</h2>
            <dl className="order-facts">
              <dt>{t('order.recipient')}</dt>
              <dd>{order.recipient.name}</dd>
              <dt>{t('order.phone')}</dt>
              <dd dir="ltr">{order.recipient.phone}</dd>
              {order.recipient.email ? (
                <>
                  <dt>{t('order.email')}</dt>
                  <dd>{order.recipient.email}</dd>
                </>
              ) : null}
              <dt>{t('order.address')}</dt>
              <dd data-testid="order-address">
                {order.recipient.addressLines.map((line, index) => (
                  <span key={index} className="address-line">
                    {line}
                  </span>
                ))}
              </dd>
              {order.recipient.remark ? (
                <>
                  <dt>{t('order.remark')}</dt>
                  <dd>{order.recipient.remark}</dd>
                </>
              ) : null}
              {order.store ? (
                <>
                  <dt>{t('order.store')}</dt>
                  <dd>
                    {order.store.name} ({order.store.id}), {order.store.address}
                  </dd>
                </>
              ) : null}
              <dt>{t('order.delivery')}</dt>
              <dd>{t(`method.delivery.${order.deliveryMethod}`)}</dd>
              <dt>{t('order.paymentMethod')}</dt>
              <dd>{t(`method.payment.${order.paymentMethod}`)}</dd>
              {order.shipment ? (
                <>
                  <dt>{t('order.shipment')}</dt>
                  <dd>
                    {order.shipment.carrierName} {order.shipment.trackingNo}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>

          {preview}
          <section aria-labelledby="order-totals">
            <h2 id="order-totals">{t('order.totals')}</h2>
            <ul>
              {order.items.map((item) => (
                <li key={`${item.kind}-${item.refId}`}>
                  {item.name} × {item.quantity}: {money(item.subtotal)}
                </li>
              ))}
            </ul>
            <dl className="order-facts">
              <dt>{t('order.subtotal')}</dt>
              <dd>{money(order.totals.subtotal)}</dd>
              <dt>{t('order.deductions')}</dt>
              <dd>{money(order.totals.discount + order.totals.couponDeduction + order.totals.activityDeduction)}</dd>
              <dt>{t('order.shipping')}</dt>
              <dd>{money(order.totals.shippingFee + order.totals.remotePostage + order.totals.serviceCharge)}</dd>
              <dt>{t('order.total')}</dt>
              <dd>{money(order.totals.total)}</dd>
              <dt>{t('order.paid')}</dt>
              <dd>{money(order.totals.paidAmount)}</dd>
            </dl>
          </section>
        </>
      )}
    </section>
  );
}
