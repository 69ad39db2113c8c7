import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../../domain/ids';
import { readPhone } from '../../../domain/recipient';
import { requireZone } from '../../../domain/zones';
import type { SendVerificationResponse, VerifyPhoneResponse } from '../../../domain/contracts/verification';
import type { LocaleCode } from '../../../i18n/locales';
import { translate } from '../../i18n';
import type { SharedState } from '../../shared/shared-state';
import type { MessageChannel } from '../messages/messages.provider';
import type { MessageService } from '../messages/messages.service';
import type { Site } from '../sites/sites.repository';
import type { VerificationRepository } from './verification.repository';

/** The rules of a one-time code (issue 16): six digits, five minutes, five attempts, a minute between sends. */
export const VERIFICATION_RULES = {
  codeTtlMs: 5 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 60_000,
  /** How long a verified phone's token is good for (one order). */
  tokenTtlMs: 15 * 60_000,
  /** Codes sent to one phone of a site, and from one client address, in their windows. */
  sendsPerPhone: { max: 5, windowMs: 60 * 60_000 },
  sendsPerAddress: { max: 20, windowMs: 60 * 60_000 },
  /** Codes tried from one client address (whatever the phone) in a window. */
  attemptsPerAddress: { max: 30, windowMs: 10 * 60_000 },
} as const;

export type SendFailure = { code: 'invalidPhone' } | { code: 'cooldown'; retryAfter: number } | { code: 'limited' } | { code: 'notSent' };
export type VerifyFailure = { code: 'invalidPhone' } | { code: 'wrong'; attemptsLeft: number } | { code: 'expired' } | { code: 'tooManyAttempts' } | { code: 'limited' };

export interface VerificationDeps {
  repository: VerificationRepository;
  messages: MessageService;
  shared: SharedState;
  /** The HMAC key codes and tokens are hashed with (derived from the settings key: every process has it). */
  key: Buffer;
  clock?: () => Date;
}

/** The HMAC key for codes and tokens, derived from the shop's settings key. */
export function verificationKey(settingsKey: Buffer): Buffer {
  return createHmac('sha256', settingsKey).update('doorstep one-time codes v1').digest();
}

export function createVerificationService({ repository, messages, shared, key, clock = () => new Date() }: VerificationDeps) {
  const hash = (siteId: string, phone: string, value: string) => createHmac('sha256', key).update(`${siteId}\n${phone}\n${value}`).digest('base64url');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  /** The phone as orders store it (E.164 where the zone reads it so), or null when the zone would refuse it. */
  const phoneOf = (site: Site, raw: string) => {
    const reading = readPhone(requireZone(site.zoneId), raw);
    return reading.valid ? (reading.e164 ?? reading.national) : null;
  };
  const over = async (name: string, limit: { max: number; windowMs: number }, now: number) => (await shared.hit(name, limit.windowMs, now)) > limit.max;

  return {
    /** Sends a new code to the phone (replacing any earlier one), within the cooldown and the rate limits. */
    async send(site: Site, raw: string, channel: MessageChannel, { locale, clientIp }: { locale: LocaleCode; clientIp: string }): Promise<{ ok: true; value: SendVerificationResponse } | { ok: false; failure: SendFailure }> {
      const phone = phoneOf(site, raw);
      if (!phone) return { ok: false, failure: { code: 'invalidPhone' } };
      const now = clock().getTime();
      const last = await repository.find(site.id, phone);
      const wait = last ? Date.parse(last.sentAt) + VERIFICATION_RULES.resendCooldownMs - now : 0;
      if (wait > 0) return { ok: false, failure: { code: 'cooldown', retryAfter: Math.ceil(wait / 1000) } };
      if (await over(`otp:send:phone:${site.id}:${phone}`, VERIFICATION_RULES.sendsPerPhone, now)) return { ok: false, failure: { code: 'limited' } };
      if (await over(`otp:send:ip:${clientIp}`, VERIFICATION_RULES.sendsPerAddress, now)) return { ok: false, failure: { code: 'limited' } };

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.replace(site.id, phone, { codeHash: hash(site.id, phone, code), expiresAt: new Date(now + VERIFICATION_RULES.codeTtlMs).toISOString(), sentAt: new Date(now).toISOString() });
      const text = translate(locale, 'verification.message', { code, shop: site.name, minutes: VERIFICATION_RULES.codeTtlMs / 60_000 });
      const sent = await messages.send({ siteId: site.id, kind: 'verification', to: phone, channel, text, secret: code });
      if (sent.status !== 'sent') return { ok: false, failure: { code: 'notSent' } };
      return { ok: true, value: { phone, channel, expiresIn: VERIFICATION_RULES.codeTtlMs / 1000, resendIn: VERIFICATION_RULES.resendCooldownMs / 1000 } };
    },

    /** Checks a code; the right one ends it and answers a token for one order from that phone. */
    async verify(site: Site, raw: string, code: string, { clientIp }: { clientIp: string }): Promise<{ ok: true; value: VerifyPhoneResponse } | { ok: false; failure: VerifyFailure }> {
      const phone = phoneOf(site, raw);
      if (!phone) return { ok: false, failure: { code: 'invalidPhone' } };
      const now = clock().getTime();
      const at = new Date(now).toISOString();
      if (await over(`otp:verify:ip:${clientIp}`, VERIFICATION_RULES.attemptsPerAddress, now)) return { ok: false, failure: { code: 'limited' } };
      const stored = await repository.find(site.id, phone);
      if (!stored || stored.expiresAt <= at) return { ok: false, failure: { code: 'expired' } };
      const attempts = await repository.countAttempt(site.id, phone, VERIFICATION_RULES.maxAttempts, at);
      if (attempts === null) return { ok: false, failure: { code: 'tooManyAttempts' } };
      if (!same(stored.codeHash, hash(site.id, phone, code))) {
        const attemptsLeft = VERIFICATION_RULES.maxAttempts - attempts;
        return { ok: false, failure: attemptsLeft > 0 ? { code: 'wrong', attemptsLeft } : { code: 'tooManyAttempts' } };
      }
      const token = randomToken(24);
      await repository.verified(site.id, phone, { tokenHash: hash(site.id, phone, token), tokenExpiresAt: new Date(now + VERIFICATION_RULES.tokenTtlMs).toISOString(), now: at });
      return { ok: true, value: { token, expiresIn: VERIFICATION_RULES.tokenTtlMs / 1000 } };
    },

    /** Uses a token up for an order from `phone` (as the order stores it): true when it was good. */
    async consume(siteId: string, phone: string, token: string): Promise<boolean> {
      return repository.consumeToken(siteId, phone, hash(siteId, phone, token), clock().toISOString());
    },

    sweep: (before: string) => repository.sweep(before),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
