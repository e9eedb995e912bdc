// @vitest-environment happy-dom
// Real numbers or none: an anchor's "watching" is the gateway's count, shown only where there is one,
// and a highlight shows views only once it has been played.
import type { AnchorSummary, VideoCollectionSummary } from '@pitchside/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { CollectionTile } from '../collection/CollectionList';
import { AnchorTab } from '../match-detail/AnchorTab';
import { registerDetailMessages } from '../match-detail/detailMessages';
import { AnchorCard } from './AnchorsView';

const anchor = (viewers: number | null, isLive = true): AnchorSummary => ({
  id: 7001,
  nickName: 'LeoAce',
  avatar: '/vdapi/img/anchor/7001.svg',
  roomTitle: 'Arsenal v Chelsea, live',
  cover: '/vdapi/img/room/7001.svg',
  isLive,
  viewers,
  followers: 10,
  sport: 1,
  matchId: 42,
});

const collection = (views: number): VideoCollectionSummary => ({
  id: 9,
  title: 'Arsenal 2-1 Chelsea: highlights',
  cover: '/vdapi/img/cover/9.svg',
  tagIds: [2],
  duration: 125,
  clipCount: 3,
  views,
  publishTime: Date.UTC(2026, 10, 28, 18),
  matchId: 42,
  leagueId: 1,
  leagueName: 'EPL',
  commentCount: 0,
});

beforeAll(async () => {
  await startI18n('en');
  // The match page's strings, which its chunk adds (MatchLiveView.tsx).
  registerDetailMessages(i18next);
});
afterEach(cleanup);

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('watching', () => {
  it.each([
    ['en', 'On air · 1,234 watching', 'On air'],
    ['cn', '直播中 · 1,234 人观看', '直播中'],
    ['vi', 'Đang phát · 1.234 người xem', 'Đang phát'],
  ] as const)(
    'a tile says the count when there is one, and only on air (%s)',
    async (locale, counted, bare) => {
      await changeLocale(locale);
      inRouter(
        <ul>
          <AnchorCard anchor={anchor(1234)} />
        </ul>,
      );
      expect(document.querySelector('.anchor-state')?.textContent).toBe(counted);
      cleanup();
      inRouter(
        <ul>
          <AnchorCard anchor={anchor(null)} />
        </ul>,
      );
      expect(document.querySelector('.anchor-state')?.textContent).toBe(bare);
      await changeLocale('en');
    },
  );

  it("a match's anchor tab shows a real count, a real 0, and nothing for none", () => {
    render(
      <AnchorTab
        anchors={[
          anchor(3),
          { ...anchor(0), id: 2 },
          { ...anchor(null), id: 3 },
          { ...anchor(5, false), id: 4 },
        ]}
        current={null}
        onChoose={() => {}}
      />,
    );
    const lines = [...document.querySelectorAll('.anchor-card')].map((card) =>
      [...card.querySelectorAll('p')].map((p) => p.textContent).join(' | '),
    );
    expect(lines).toEqual([
      'Arsenal v Chelsea, live | 3 watching',
      'Arsenal v Chelsea, live | 0 watching',
      'Arsenal v Chelsea, live',
      'Arsenal v Chelsea, live',
    ]);
  });
});

describe('where a card leads', () => {
  it('offers "Watch" only on a room on the air, in the match\'s anchor tab, and says when one is off it', async () => {
    for (const [locale, watch, offAir] of [
      ['en', 'Watch', 'Off air'],
      ['cn', '观看', '未开播'],
      ['vi', 'Xem', 'Chưa phát'],
    ] as const) {
      await changeLocale(locale);
      render(
        <AnchorTab
          anchors={[anchor(3), { ...anchor(null, false), id: 2 }]}
          current={null}
          onChoose={() => {}}
        />,
      );
      const [live, off] = [...document.querySelectorAll('.anchor-card')];
      expect(live?.querySelector('button.anchor-watch')?.textContent).toBe(watch);
      expect(off?.querySelector('button, a')).toBeNull();
      expect(off?.querySelector('.anchor-off-air')?.textContent).toBe(offAir);
      cleanup();
    }
    await changeLocale('en');
  });

  it('leads a tile on the air to where the room plays, and one off the air nowhere', () => {
    inRouter(
      <ul>
        <AnchorCard anchor={anchor(3)} />
        <AnchorCard anchor={{ ...anchor(3), id: 7002, matchId: null }} />
        <AnchorCard anchor={{ ...anchor(null, false), id: 7003 }} />
      </ul>,
    );
    const hrefs = [...document.querySelectorAll('.anchor-tile')].map(
      (tile) => tile.querySelector('a')?.getAttribute('href') ?? null,
    );
    expect(hrefs).toEqual(['/live/detail/42?anchor=7001', '/matches/anchors?room=7002', null]);
  });
});

describe('views', () => {
  it('a collection never played shows no count; a played one its plays', () => {
    inRouter(<CollectionTile collection={collection(0)} />);
    expect(screen.getByText(/Comments: 0/).textContent).toBe('EPL · Comments: 0');
    cleanup();
    inRouter(<CollectionTile collection={collection(1500)} />);
    expect(screen.getByText(/Comments: 0/).textContent).toBe('EPL · Views: 1,500 · Comments: 0');
  });
});
