// @vitest-environment happy-dom
// The browser's stores that drawn pages read (through useSyncExternalStore) give a first-time visitor
// the value the server drew with, so hydration is not followed by a redraw in one blocking task (a
// phone's total blocking time, bench:lighthouse). A stored choice is drawn once hydrated, as each
// store's own tests show.
import { afterEach, describe, expect, it } from 'vitest';
import { useBulletSettings } from '../features/chat/bulletSettings';
import { resetFollows } from '../features/follow/followStore';
import { useFollow } from '../features/follow/useFollows';
import { useFavourite } from '../features/live/favourites';
import { useScoreHidden, useSpoilerFree } from '../features/live/spoilerFree';
import { useSignedInUser } from '../features/session/session';
import { redrawsAfterHydration } from '../testing/hydrationRedraws';

afterEach(() => {
  localStorage.clear();
  resetFollows();
});

describe("a first-time visitor's drawn page hydrates without a redraw", () => {
  const hooks: Record<string, () => unknown> = {
    useSignedInUser,
    useBulletSettings,
    useSpoilerFree,
    useScoreHidden: () => useScoreHidden(2000101),
    useFavourite: () => useFavourite(2000101, false),
    useFollow: () => useFollow('team', 101),
  };
  for (const [name, hook] of Object.entries(hooks)) {
    it(name, async () => {
      expect(await redrawsAfterHydration(hook)).toBe(0);
    });
  }
});
