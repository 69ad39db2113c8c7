import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute } from '../../../domain/api-paths';
import { paymentStateSchema } from '../../../domain/contracts/orders';
import { paymentIdParams, paymentStatusQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, failureReplies, replies } from '../../http/contract';
import { formatMoney, isCurrencyCode } from '../../../domain/money';
import type { LocaleCode } from '../../../i18n/locales';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { siteLocale, translate } from '../../i18n';
import type { OrderService } from '../orders/orders.service';
import { SANDBOX_PATH } from './payments.provider';
import type { PaymentService } from './payments.service';
import type { SiteService } from '../sites/sites.service';
import { escapeHtml } from '../pages/pages.render';

export interface PaymentRoutesDeps {
  sites: SiteService;
  orders: OrderService;
  payments: PaymentService;
}

/**
 * GET /api/consumer/order/payment-status?orderNo=  what the payment result page polls;
 * GET/POST /pay/sandbox/{paymentId}                 the sandbox provider's hosted payment page.
 */
export async function paymentRoutes(fastify: FastifyInstance, deps: PaymentRoutesDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiRoute('paymentStatus'),
    {
      schema: {
        summary: 'An order’s payment status (what the payment result page polls)',
        tags: ['orders'],
        headers: consumerHeaders,
        querystring: paymentStatusQuery,
        response: replies(paymentStateSchema),
      },
    },
    async (request, reply) => {
      const state = await deps.orders.paymentState(await siteOf(request, deps.sites), request.query.orderNo);
      if (!state) return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, deps.sites), 'lookup.notFound'));
      return ok(reply, state);
    },
  );

  const page = (locale: LocaleCode, title: string, body: string) =>
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_PATH}/style.css"></head><body><main>${body}</main></body></html>`;

  const html = { hide: true, response: { 200: z.string().describe('an HTML page'), ...failureReplies } };

  app.get(`${SANDBOX_PATH}/style.css`, { schema: { hide: true, response: { 200: z.string().describe('CSS') } } }, async (_request, reply) =>
    reply
      .type('text/css')
      .header('cache-control', 'public, max-age=3600')
      .send(
        'body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f7;color:#1d2430}main{max-width:26rem;margin:0 auto;padding:24px 16px;display:grid;gap:16px}' +
          '.card{background:#fff;border-radius:12px;padding:16px;display:grid;gap:8px}.badge{justify-self:start;background:#fff4e5;border:1px solid #f0b35a;border-radius:999px;padding:2px 10px;font-size:.8rem}' +
          '.amount{font-size:1.75rem;font-weight:700}form{display:grid;gap:10px}button{min-height:48px;border-radius:999px;border:0;font:inherit;font-weight:600;cursor:pointer}' +
          '.pay{background:#1c7c4a;color:#fff}.decline{background:#fff;border:1px solid #b3261e;color:#b3261e}.muted{color:#5b6472;font-size:.9rem}',
      ),
  );

  app.get(`${SANDBOX_PATH}/:paymentId`, { schema: { ...html, params: paymentIdParams } }, async (request, reply) => {
    const payment = await deps.payments.find(request.params.paymentId);
    const site = await deps.sites.resolve(request.headers.host);
    const locale = siteLocale(site.languageId);
    const t = (key: string) => escapeHtml(translate(locale, key));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!payment) return reply.code(404).send(page(locale, translate(locale, 'sandbox.title'), `<p class="card">${t('sandbox.unknown')}</p>`));
    const amount = isCurrencyCode(payment.currency) ? formatMoney(payment.amount, payment.currency, locale) : String(payment.amount);
    const action = `${SANDBOX_PATH}/${encodeURIComponent(payment.id)}`;
    const settled = payment.status === 'SUCCESS';
    return reply.send(
      page(
        locale,
        translate(locale, 'sandbox.title'),
        `<section class="card"><p class="badge">${t('sandbox.badge')}</p><h1>${t('sandbox.title')}</h1>` +
          `<p class="muted">${t('order.number')}: <strong>${escapeHtml(payment.orderNo)}</strong></p>` +
          `<p class="muted">${t(`paymentMethod.${payment.method}`)}</p><p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p></section>` +
          (settled
            ? `<p class="card">${t('sandbox.alreadyPaid')}</p><form method="get" action="/orderInfo"><input type="hidden" name="orderNo" value="${escapeHtml(payment.orderNo)}"><input type="hidden" name="payment" value="return"><button class="pay">${t('sandbox.back')}</button></form>`
            : `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button class="pay">${t('sandbox.pay')}</button></form>` +
              `<form method="post" action="${action}"><input type="hidden" name="outcome" value="failure"><button class="decline">${t('sandbox.decline')}</button></form>`) +
          `<p class="muted">${t('sandbox.note')}</p>`,
      ),
    );
  });

  app.post(
    `${SANDBOX_PATH}/:paymentId`,
    {
      schema: {
        hide: true,
        params: paymentIdParams,
        body: z.object({ outcome: z.enum(['success', 'failure']) }),
        response: { 303: z.null().describe('back to the shop’s payment result page'), ...failureReplies },
      },
    },
    async (request, reply) => {
      const result = await deps.payments.settle(request.params.paymentId, request.body.outcome);
      if (!result.ok) return fail(reply, 404, CODES.NOT_FOUND, 'Not found');
      return reply.redirect(result.returnUrl, 303);
    },
  );
}
