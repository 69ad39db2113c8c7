import { z } from 'zod';

/**
 * The shop's operators (back office and support console). `owner` may do everything; `support`
 * handles orders, returns, reviews and shopper messages, and nothing of the catalog, prices,
 * settings or operators.
 */
export const OPERATOR_ROLES = ['owner', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What a back-office route needs; each role's list says what it may. */
export const PERMISSIONS = ['orders', 'returns', 'reviews', 'messages', 'catalog', 'promotions', 'settings', 'operators', 'audit'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  support: ['orders', 'returns', 'reviews', 'messages'],
};

export function may(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** A password: at least 12 characters (code points), at most 256; anything else is the operator's choice. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export type PasswordProblem = 'tooShort' | 'tooLong';

export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  return null;
}

/** Emails are compared as typed, trimmed and lower-cased (one operator per mailbox). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const operatorEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** `POST /admin/api/session`. */
export const signInRequest = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(PASSWORD_MAX * 4),
});

/** Who is signed in, as the back office shows it. */
export const operatorViewSchema = z
  .object({
    email: z.string(),
    role: z.enum(OPERATOR_ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    /** Send it back as `x-csrf-token` with every change. */
    csrfToken: z.string(),
  })
  .describe('The signed-in operator')
  .meta({ id: 'OperatorSession' });

export type OperatorView = z.infer<typeof operatorViewSchema>;

export function permissionsOf(role: OperatorRole): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}
