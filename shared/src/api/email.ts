// The e-mail rule of PRODUCT.md §5, for the origin's schemas and the browser's form alike.

/**
 * The simple x@y.z shape, surrounding spaces allowed (they are trimmed). No control character or lone
 * surrogate anywhere: none belongs in an address, and PostgreSQL refuses NUL. The pattern needs a
 * Unicode-aware engine (`u`), as Ajv's is by default.
 */
const PART = '[^\\s@\\p{Cc}\\p{Cs}]+';
export const EMAIL_PATTERN = `^\\s*${PART}@${PART}\\.${PART}\\s*$`;
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}
