import { z } from 'zod';

/** Phone verification (issue 16): a one-time code sent by SMS or WhatsApp, then a short-lived token the order carries. */
export const VERIFICATION_CHANNELS = ['sms', 'whatsapp'] as const;

export const sendVerificationRequest = z.strictObject({
  phone: z.string().min(1).max(30).describe('the phone as typed in the order form; read by the site’s zone'),
  channel: z.enum(VERIFICATION_CHANNELS).default('sms'),
});

export const sendVerificationResponse = z.object({
  phone: z.string().describe('the number the code went to (E.164)'),
  channel: z.enum(VERIFICATION_CHANNELS),
  expiresIn: z.number().int().describe('seconds the code is good for'),
  resendIn: z.number().int().describe('seconds before another code may be asked'),
});

export const verifyPhoneRequest = z.strictObject({
  phone: z.string().min(1).max(30),
  code: z.string().regex(/^\d{6}$/).describe('the six digits received'),
});

export const verifyPhoneResponse = z.object({
  token: z.string().describe('the verification token: send it with the order as `verificationToken`'),
  expiresIn: z.number().int().describe('seconds the token is good for'),
});

export type SendVerificationResponse = z.infer<typeof sendVerificationResponse>;
export type VerifyPhoneResponse = z.infer<typeof verifyPhoneResponse>;

/** When a site asks for a verified phone: never (default), only over a velocity limit, or for every order. */
export const VERIFICATION_MODES = ['never', 'risky', 'always'] as const;
export type VerificationMode = (typeof VERIFICATION_MODES)[number];
