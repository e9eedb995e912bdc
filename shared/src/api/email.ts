// The e-mail rule of PRODUCT.md §5, for the origin's schemas and the browser's form alike.

/** The simple x@y.z shape, surrounding spaces allowed (they are trimmed). */
export const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';
const EMAIL = new RegExp(EMAIL_PATTERN);

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}
