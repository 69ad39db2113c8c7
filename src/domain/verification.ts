import type { VerificationMode } from './contracts/verification';
import { normalizeDigits } from './digits';

export type { VerificationMode } from './contracts/verification';

/**
 * The contract between the checkout machine's verification states and whatever sends and checks
 * one-time codes (the browser's API calls, a test double).
 */
export interface SendCodeInput {
  phone: string;
  channel: 'sms' | 'whatsapp';
}

export interface CodeSent {
  /** Seconds the code is good for, and before another may be asked. */
  expiresIn: number;
  resendIn: number;
}

export interface VerifyCodeInput {
  phone: string;
  code: string;
}

/** Why a send or a check failed: the server's reasons, or no answer. */
export type VerificationFailureReason = 'wrong' | 'expired' | 'tooManyAttempts' | 'cooldown' | 'refused' | 'network';

export class VerificationError extends Error {
  constructor(
    readonly reason: VerificationFailureReason,
    message: string,
    readonly attemptsLeft: number | null = null,
  ) {
    super(message);
  }
}

/** What the checkout knows of the phone's verification. */
export interface VerificationState {
  mode: VerificationMode;
  /** The phone the code went to, and the token the right code gave (for that phone only). */
  phone: string | null;
  token: string | null;
  code: string;
  expiresIn: number;
  resendIn: number;
  attemptsLeft: number | null;
  failure: VerificationFailureReason | null;
}

export const CODE_LENGTH = 6;

export function initialVerification(mode: VerificationMode = 'never'): VerificationState {
  return { mode, phone: null, token: null, code: '', expiresIn: 300, resendIn: 60, attemptsLeft: null, failure: null };
}

/** Digits only (a pasted code with spaces or a dash still counts), at most six. */
export const cleanCode = (typed: string): string => normalizeDigits(typed).replace(/\D/g, '').slice(0, CODE_LENGTH);
