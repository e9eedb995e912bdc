// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { redrawsAfterHydration } from '../../testing/hydrationRedraws';
import { resetFollows } from './followStore';
import { useFollow } from './useFollows';

afterEach(() => {
  localStorage.clear();
  resetFollows();
});

describe('useFollow', () => {
  it('hydrates a star without drawing it again unless the reader follows its team', async () => {
    // The server draws every star unfollowed; a guest who follows nothing sees the same.
    expect(await redrawsAfterHydration(() => useFollow('team', 7))).toBe(0);
    // Following another team changes nothing for this star.
    localStorage.setItem('follows', JSON.stringify([{ kind: 'team', id: 9, alerts: false }]));
    resetFollows();
    expect(await redrawsAfterHydration(() => useFollow('team', 7))).toBe(0);
    // Its own team followed in this browser: drawn once more, lit.
    localStorage.setItem('follows', JSON.stringify([{ kind: 'team', id: 7, alerts: false }]));
    resetFollows();
    expect(await redrawsAfterHydration(() => useFollow('team', 7))).toBe(1);
  });
});
