import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('the e-mail rule', () => {
  it.each(['fan@example.com', '  fan@example.com ', 'a.b+c@d.e.f'])('%s is an e-mail', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'fan',
    'fan@example',
    '@example.com',
    'fan@@example.com',
    'f an@example.com',
    'fan@exa mple.com',
  ])('%j is not', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
