import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { sendVerificationRequest, sendVerificationResponse, verifyPhoneRequest, verifyPhoneResponse } from '../../../domain/contracts/verification';
import type { LocaleCode } from '../../../i18n/locales';
import { consumerHeaders, replies } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { SiteService } from '../sites/sites.service';
import type { SendFailure, VerificationService, VerifyFailure } from './verification.service';

export interface VerificationRoutesDeps {
  sites: SiteService;
  verification: VerificationService;
}

/**
 * Phone verification (issue 16): POST /verification/send `{ phone, channel }` sends a one-time
 * code; POST /verification/verify `{ phone, code }` answers a token the order carries. The
 * service keeps the rules (cooldown, attempts, rate limits per phone and per client address).
 */
export async function verificationRoutes(fastify: FastifyInstance, { sites, verification }: VerificationRoutesDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    apiRoute('sendVerification'),
    {
      schema: {
        summary: 'Send a one-time code to the order form’s phone (SMS or WhatsApp)',
        tags: ['verification'],
        headers: consumerHeaders,
        body: sendVerificationRequest,
        response: replies(sendVerificationResponse),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const locale = await localeOf(request, sites);
      const result = await verification.send(site, request.body.phone, request.body.channel, { locale, clientIp: request.ip });
      return result.ok ? ok(reply, result.value) : refuse(reply, locale, result.failure);
    },
  );

  app.post(
    apiRoute('verifyPhone'),
    {
      schema: {
        summary: 'Check a one-time code; the right one answers the order’s verification token',
        tags: ['verification'],
        headers: consumerHeaders,
        body: verifyPhoneRequest,
        response: replies(verifyPhoneResponse),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const locale = await localeOf(request, sites);
      const result = await verification.verify(site, request.body.phone, request.body.code, { clientIp: request.ip });
      return result.ok ? ok(reply, result.value) : refuse(reply, locale, result.failure);
    },
  );
}

function refuse(reply: FastifyReply, locale: LocaleCode, failure: SendFailure | VerifyFailure): FastifyReply {
  switch (failure.code) {
    case 'invalidPhone':
      return fail(reply, 400, CODES.INVALID_FIELDS, translate(locale, 'verification.invalidPhone'), { fieldErrors: { phone: { key: 'verification.invalidPhone' } } });
    case 'cooldown':
      return fail(reply, 429, CODES.VERIFICATION_FAILED, translate(locale, 'verification.cooldown', { seconds: failure.retryAfter }), { reason: 'cooldown', retryAfter: failure.retryAfter });
    case 'limited':
      return fail(reply, 429, CODES.TOO_MANY_REQUESTS, translate(locale, 'verification.limited'));
    case 'notSent':
      return fail(reply, 409, CODES.MESSAGE_NOT_SENT, translate(locale, 'verification.notSent'));
    case 'wrong':
      return fail(reply, 400, CODES.VERIFICATION_FAILED, translate(locale, 'verification.wrong', { attemptsLeft: failure.attemptsLeft }), { reason: 'wrong', attemptsLeft: failure.attemptsLeft });
    case 'expired':
      return fail(reply, 410, CODES.VERIFICATION_FAILED, translate(locale, 'verification.expired'), { reason: 'expired' });
    case 'tooManyAttempts':
      return fail(reply, 429, CODES.VERIFICATION_FAILED, translate(locale, 'verification.tooManyAttempts'), { reason: 'tooManyAttempts' });
  }
}
