import type { RateLimit } from '../config';

/**
 * The different e-mails one address may ask about in the account calls (docs/API.md "What each call
 * tells"): enumeration is asking about many e-mails, so that is what is counted, per address the origin
 * established (TRUST_PROXY). Asking again about an e-mail already counted is free, so an owner who
 * retries is never slowed by it. Kept in this origin's memory, like the other request limits.
 */
export interface EmailsPerAddress {
  /** 0 when `address` may ask about `email` now; otherwise the seconds until it may. */
  admit(address: string, email: string): number;
  /** Forgets what is older than the window (run every minute). */
  sweep(): void;
}

export function emailsPerAddress(limit: RateLimit, now: () => number): EmailsPerAddress {
  /** address → e-mail → when it was first asked about inside the window. */
  const seen = new Map<string, Map<string, number>>();
  const forgetOld = (emails: Map<string, number>, at: number) => {
    for (const [email, since] of emails) if (since + limit.windowMs <= at) emails.delete(email);
  };
  return {
    admit(address, email) {
      const at = now();
      let emails = seen.get(address);
      if (emails) forgetOld(emails, at);
      else {
        emails = new Map();
        seen.set(address, emails);
      }
      if (emails.has(email)) return 0;
      if (emails.size < limit.max) {
        emails.set(email, at);
        return 0;
      }
      const oldest = Math.min(...emails.values());
      return Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000));
    },
    sweep() {
      const at = now();
      for (const [address, emails] of seen) {
        forgetOld(emails, at);
        if (emails.size === 0) seen.delete(address);
      }
    },
  };
}
