// Testing Library waits for a condition (a lazy chunk, a query) up to 1 s by default; on a busy
// machine a lazy layout can take longer than that to load. Waiting longer costs nothing when the
// condition arrives sooner, and a test then fails only when the condition never comes.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
