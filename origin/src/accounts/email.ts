import { NOT_IN_EMAIL } from '../http/validation';

/** One person, one account: e-mails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The simple x@y.z shape of PRODUCT.md §5, surrounding spaces allowed (they are trimmed). No control
 * character or lone surrogate anywhere: none belongs in an address, and PostgreSQL refuses NUL.
 */
const PART = `[^\\s@${NOT_IN_EMAIL}]+`;
export const EMAIL_PATTERN = `^\\s*${PART}@${PART}\\.${PART}\\s*$`;
