// What the pages and the service worker say to each other (postMessage). Pages are the only senders
// (a worker hears only its own origin's clients), yet every message is checked before it is used.
//
// Page → worker:
//   { type: 'locale', locale }   the visitor's language, for the offline page the worker writes;
//   { type: 'build' }            asks the worker which build it serves; the answer goes back on the
//                                message's port as { type: 'build', id }.
// Goal and kick-off alerts add their own kinds here (a page asks the worker to show one with
// showNotification, the worker's notificationclick opens the match), handled beside these in
// serviceWorker.ts `onPageMessage`.
import type { Locale } from '@pitchside/shared';

export type PageMessage = { type: 'locale'; locale: Locale } | { type: 'build' };

export type WorkerReply = { type: 'build'; id: string };

const LOCALES: readonly string[] = ['cn', 'en', 'vi'];

export function isSiteLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.includes(value);
}

export function isPageMessage(value: unknown): value is PageMessage {
  if (value === null || typeof value !== 'object') return false;
  const { type, locale } = value as { type?: unknown; locale?: unknown };
  if (type === 'locale') return isSiteLocale(locale);
  return type === 'build';
}
