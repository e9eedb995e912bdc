import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

// What a page reports while a test drives it, collected to be checked at the end of the test.

/** Console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Every Content-Security-Policy violation a page (or every page of a context) reports (docs/API.md
 * "Security headers"), from the DOM event and from Chromium's console line.
 */
export async function watchViolations(target: Page | BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await target.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  };
  if ('newPage' in target) target.on('console', onConsole);
  else target.on('console', onConsole);
  return violations;
}

/** The browser starts signed in: the token (and the user, as the session keeps it) in storage. */
export async function signInPage(page: Page, account: { token: string; user: Record<string, unknown> }) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userInfo', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
}
