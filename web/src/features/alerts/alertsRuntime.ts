// Line-ups announced, kick-off and goal alerts for followed teams, and a bell's match alerts (line-ups
// announced, kick-off, goals, red cards, half and full time), loaded only when the visitor follows a
// team or rings a match's bell with alerts on and has allowed notifications (FollowAlerts.tsx). One tab
// of the browser sends them (the holder of a Web Lock; when it closes, another takes over): it watches
// the pushed live list, each belled match's own topic and each followed team's next match's, finds
// what to alert (alertRules.ts), holds each by its match's stream delay when sync is on
// (streamHold.ts), words it in the page's language without the score in spoiler-free mode
// (alertText.ts), and shows it through the service worker, tagged per match and event.

import {
  isFinalStatus,
  liveMatchesOf,
  liveTopic,
  MATCH_STATUS,
  matchTopic,
  type TopicName,
} from '@pitchside/shared';
import { apiCall } from '../../api/client';
import { registerMessages } from '../../i18n/featureMessages';
import { currentLocale, i18next } from '../../i18n/i18n';
import { asTranslate } from '../../i18n/translate';
import { splitSetPrefix } from '../../routing/routeSetContext';
import type { AlertData } from '../../sw/notificationClick';
import { dropFollow, followedMatches, followedTeams, subscribeFollows } from '../follow/followStore';
import { loadLiveRuntime } from '../live/loadLive';
import { spoilerFreeStored } from '../live/spoilerFree';
import { AlertHold } from './alertHold';
import { alertMessages } from './alertMessages';
import {
  AlertDetector,
  type MatchAlert,
  MatchFollowDetector,
  nextToAnnounce,
  ShownTags,
  teamMatchAlerts,
} from './alertRules';
import { alertWords } from './alertText';
import { notificationPermission } from './permission';
import { heldGoalsShown, listenStreamHolds, onStreamHolds, streamHoldOf } from './streamHold';

const LOCK = 'pitchside-alerts';
/**
 * Match topics the alerts hold at once. A page holds a few topics of its own (the live lists, a match,
 * its odds, a room) on the same connection, which may hold MAX_TOPICS_PER_CONNECTION: bells and
 * followed teams' next matches beyond these wait their turn, a belled match in play first, then the
 * teams' next matches, then the other bells, oldest first. A belled football match's kick-off and goals
 * come from the live list whatever its turn.
 */
const MATCH_TOPICS_AT_ONCE = 12;
/** Team pages asked for at once (up to MAX_FOLLOWS of them, each looked up for its next match). */
const TEAM_PAGES_AT_ONCE = 4;

/** Runs `work` on every item, `width` at a time, keeping the results in order. */
async function inTurn<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
/** How long past its hold a goal's alert waits for a page to show that goal, at most. */
const SHOWN_WAIT_MS = 3_000;

/**
 * Once the hold has passed: a tab holding the match to its stream may not show the goal yet (its own
 * match data arrives apart from the list), so the alert waits until it does, or the tab leaves, or a
 * few seconds have passed.
 */
function whenShownByPage(alert: MatchAlert): Promise<void> {
  const goals = alert.match.homeScore + alert.match.awayScore;
  const shown = () => {
    const held = heldGoalsShown(alert.matchId);
    return held === null || held >= goals;
  };
  if (alert.kind !== 'goal' || shown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = onStreamHolds(() => {
      if (shown()) done();
    });
    const timer = setTimeout(done, SHOWN_WAIT_MS);
  });
}

const teamsWithAlerts = () =>
  new Set(
    followedTeams()
      .filter((team) => team.alerts)
      .map((team) => team.id),
  );

const matchesWithAlerts = () =>
  new Set(
    followedMatches()
      .filter((match) => match.alerts)
      .map((match) => match.id),
  );

/** The match's page in the route set this tab shows (the worker focuses a tab already on it). */
function matchPath(matchId: number): string {
  const { prefix } = splitSetPrefix(window.location.pathname);
  return `${prefix}/live/detail/${matchId}`;
}

async function show(alert: MatchAlert): Promise<void> {
  // Followed, switched on and allowed still, when the hold ends.
  if (notificationPermission() !== 'granted') return;
  const { homeId, awayId } = alert.match;
  const teams = teamsWithAlerts();
  if (!teams.has(homeId) && !teams.has(awayId) && !matchesWithAlerts().has(alert.matchId)) return;
  registerMessages(i18next, alertMessages);
  const words = alertWords(alert, spoilerFreeStored(), asTranslate(i18next.t));
  const data: AlertData = { matchId: alert.matchId, path: matchPath(alert.matchId) };
  const options: NotificationOptions = {
    body: words.body,
    tag: alert.tag,
    data,
    lang: document.documentElement.lang || undefined,
    icon: '/icons/icon-192.png',
  };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (worker?.controller) {
    // Shown by the worker's registration: it outlives this tab, and a tap reaches notificationclick.
    const registration = await worker.ready;
    await registration.showNotification(words.title, options);
    return;
  }
  // No worker controls the page (its first visit, or a build without one): a page notification.
  const notification = new Notification(words.title, options);
  notification.onclick = () => {
    window.focus();
    if (window.location.pathname !== data.path) window.location.assign(data.path);
    notification.close();
  };
}

/**
 * The matches this tab's alerts have seen a state of, on `<html data-alerts-watching>`: from then on a
 * goal is a change they alert (one before is the state they start from). Tests wait for it before
 * causing the goal they expect alerted.
 */
function markWatching(matchId: number, on: boolean): void {
  const root = document.documentElement;
  const ids = new Set((root.dataset.alertsWatching ?? '').split(' ').filter(Boolean));
  // Called with every pushed state of a watched match: the page is written only when the mark changes.
  if (ids.has(String(matchId)) === on) return;
  if (on) ids.add(String(matchId));
  else ids.delete(String(matchId));
  root.dataset.alertsWatching = [...ids].join(' ');
}

/** Watches the live list while this tab sends the alerts; returns the function that stops it. */
async function watch(): Promise<() => void> {
  listenStreamHolds();
  const runtime = await loadLiveRuntime();
  const store = runtime.liveStore();
  const detector = new AlertDetector();
  const shown = new ShownTags();
  // A belled match that is over has nothing left to ring: its bell is cleared, so that it no longer
  // counts toward the follows' limit (the account clears its own too): once its full-time alert has
  // been shown, or at once when the match was over before this tab watched it.
  const ending = new Set<number>();
  const hold = new AlertHold<MatchAlert>(
    (alert) =>
      void whenShownByPage(alert)
        .then(() => show(alert))
        .catch(() => undefined)
        .then(() => {
          if (alert.kind === 'fulltime' && ending.delete(alert.matchId))
            void dropFollow('match', alert.matchId);
        }),
  );
  let topic = liveTopic('football', currentLocale());
  /** The belled matches in play, by the live list: they come first for a topic of their own. */
  let bellsInPlay: number[] = [];
  const onChange = () => {
    const state = store.view(topic).state;
    if (!state) return;
    const matches = liveMatchesOf(state);
    const bells = matchesWithAlerts();
    for (const alert of detector.next(matches, teamsWithAlerts(), bells)) {
      if (shown.claim(alert.tag)) hold.add(alert, streamHoldOf(alert.matchId));
    }
    const inPlay = matches.map((match) => match.id).filter((id) => bells.has(id));
    if (inPlay.join() !== bellsInPlay.join()) {
      bellsInPlay = inPlay;
      followMatches();
    }
  };
  let stopTopic = store.watch(topic, onChange);

  // Each belled match by its own topic: its state carries the line-ups' announcement, the red cards and
  // the whistles. So is each followed team's next match, for its line-ups only.
  const matchDetector = new MatchFollowDetector();
  const watched = new Map<number, { topic: TopicName; stop: () => void }>();
  let teamMatches = new Set<number>();
  const begun = new Set<number>();
  const watchMatch = (matchId: number) => {
    const own = matchTopic(matchId, currentLocale());
    const onMatch = () => {
      const state = store.view(own).state;
      if (!state) return;
      const alerts = matchDetector.next(state.match, state.lineupAnnounced);
      markWatching(matchId, true);
      const belled = matchesWithAlerts().has(matchId);
      for (const alert of belled ? alerts : teamMatchAlerts(alerts)) {
        if (!shown.claim(alert.tag)) continue;
        if (alert.kind === 'fulltime') ending.add(matchId);
        hold.add(alert, streamHoldOf(alert.matchId));
      }
      if (belled && isFinalStatus(state.match.status) && !ending.has(matchId))
        void dropFollow('match', matchId);
      // A team's watched match under way: its next one is looked up.
      if (
        teamMatches.has(matchId) &&
        state.match.status !== MATCH_STATUS.NOT_STARTED &&
        !begun.has(matchId)
      ) {
        begun.add(matchId);
        planTeams(true);
      }
    };
    watched.set(matchId, { topic: own, stop: store.watch(own, onMatch) });
    onMatch();
  };
  function followMatches() {
    const bells = [...matchesWithAlerts()];
    const wanted = new Set(
      [...new Set([...bellsInPlay.filter((id) => bells.includes(id)), ...teamMatches, ...bells])].slice(
        0,
        MATCH_TOPICS_AT_ONCE,
      ),
    );
    for (const [matchId, entry] of watched) {
      if (wanted.has(matchId) && entry.topic === matchTopic(matchId, currentLocale())) continue;
      entry.stop();
      watched.delete(matchId);
      markWatching(matchId, false);
      if (!wanted.has(matchId)) matchDetector.forget(matchId);
    }
    for (const matchId of wanted) if (!watched.has(matchId)) watchMatch(matchId);
  }
  // The followed teams' next matches, from their team pages; asked again when the teams change or a
  // watched match kicks off.
  let plannedFor = '';
  let planning = 0;
  let stopped = false;
  function planTeams(again = false) {
    const teams = [...teamsWithAlerts()].sort((a, b) => a - b);
    const key = teams.join();
    if (key === plannedFor && !again) return;
    plannedFor = key;
    const run = ++planning;
    void inTurn(teams, TEAM_PAGES_AT_ONCE, (id) =>
      stopped || run !== planning
        ? Promise.resolve(null)
        : apiCall('GET /vdapi/team/v1/info/:id', { params: { id } }).then(
            (page) => nextToAnnounce(page.next),
            () => null,
          ),
    ).then((found) => {
      if (stopped || run !== planning) return;
      teamMatches = new Set(found.filter((id): id is number => id !== null));
      followMatches();
    });
  }
  followMatches();
  planTeams();
  const stopFollows = subscribeFollows(() => {
    followMatches();
    planTeams();
  });

  const onLanguage = () => {
    // The names come in the list of the page's language; the detector keeps what it saw by match id.
    stopTopic();
    topic = liveTopic('football', currentLocale());
    stopTopic = store.watch(topic, onChange);
    followMatches();
  };
  i18next.on('languageChanged', onLanguage);
  return () => {
    stopped = true;
    stopTopic();
    stopFollows();
    for (const [matchId, entry] of watched) {
      entry.stop();
      markWatching(matchId, false);
    }
    i18next.off('languageChanged', onLanguage);
    hold.clear();
  };
}

/**
 * Starts sending alerts from this tab once it holds the browser's alerts lock (at once where Web
 * Locks are missing: tags still keep a notification single). Returns the function that stops.
 */
export function startAlerts(): () => void {
  let stopped = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async () => {
    if (stopped) return;
    const stop = await watch();
    if (stopped) stop();
    else void released.then(stop);
  };
  if (navigator.locks) {
    void navigator.locks
      .request(LOCK, async () => {
        await run();
        await released;
      })
      .catch(() => undefined);
  } else void run().catch(() => undefined);
  return () => {
    stopped = true;
    release();
  };
}
