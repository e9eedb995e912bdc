// Set-up for the files that run with a DOM (`// @vitest-environment happy-dom`, or jsdom where a test needs
// it). The pure modules' files run in node and load none of it: Testing Library and React DOM are imported
// only where there is a document.
if (typeof document !== 'undefined') {
  // Testing Library waits for a condition (a lazy chunk, a query) up to 1 s by default; on a busy
  // machine a lazy layout can take longer than that to load. Waiting longer costs nothing when the
  // condition arrives sooner, and a test then fails only when the condition never comes.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });

  // The test DOM lays nothing out, so IntersectionObserver and ResizeObserver here observe and never
  // report, as for an element that is never scrolled into view or resized (jsdom has none; happy-dom's are
  // replaced so both DOMs behave alike); a test that needs a report stubs its own (LazyImage.test.tsx).
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
    Object.assign(globalThis, { [name]: InertObserver });
  }

  // What every browser the site supports has and the test DOMs lack, from Node's own implementations: the
  // files run in a VM context of their own (web/vitest.config.ts), where Node's globals are not the window's.
  const { BroadcastChannel } = await import('node:worker_threads');
  const { CompressionStream, DecompressionStream } = await import('node:stream/web');
  const browserGlobals = { BroadcastChannel, CompressionStream, DecompressionStream };
  for (const [name, value] of Object.entries(browserGlobals))
    if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

export {};
