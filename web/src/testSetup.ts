// Testing Library waits for a condition (a lazy chunk, a query) up to 1 s by default; on a busy
// machine a lazy layout can take longer than that to load. Waiting longer costs nothing when the
// condition arrives sooner, and a test then fails only when the condition never comes.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has no IntersectionObserver or ResizeObserver. Here they observe and never report, as for an
// element that is never scrolled into view or resized; a test that needs a report stubs its own
// (LazyImage.test.tsx).
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: InertObserver });
}
