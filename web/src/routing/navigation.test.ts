import { describe, expect, it } from 'vitest';
import { navigationPath } from './navigation';

const at = (currentSearch = '', prefix: '' | '/mobile' | '/pc' = '') => ({
  origin: 'https://pitchside.example',
  currentSearch,
  prefix,
});

describe('locale-aware navigation helper', () => {
  it('refuses external URLs and disallowed protocols', () => {
    for (const target of [
      'https://evil.example/live',
      '//evil.example/live',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/\\evil.example',
      'mailto:a@b.c',
    ]) {
      expect(navigationPath(target, at()), target).toBeNull();
    }
  });

  it('drops a cn/en/vi segment, keeps the current query and stays inside the shown set', () => {
    expect(navigationPath('/en/matches', at('?p=5'))).toBe('/matches?p=5');
    expect(navigationPath('/cn', at())).toBe('/');
    expect(navigationPath('/matches/hot?day=1', at('?p=5'))).toBe('/matches/hot?day=1');
    expect(navigationPath('/live', at('', '/mobile'))).toBe('/mobile/live');
    expect(navigationPath('/mobile/live', at('', '/mobile'))).toBe('/mobile/live');
    expect(navigationPath('https://pitchside.example/zq/detail/3', at('', '/pc'))).toBe('/pc/zq/detail/3');
  });
});
