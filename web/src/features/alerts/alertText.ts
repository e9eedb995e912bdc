// An alert in words, in the page's language: the teams and the minute, and the score only when
// spoiler-free mode is off (then not even which side scored; half and full time without their score).
import { SPORT_CODES } from '@pitchside/shared';
import type { Translate } from '../../i18n/translate';
import type { MatchAlert } from './alertRules';

export interface AlertWords {
  title: string;
  body: string;
}

/** The clock as a minute ('37', '45+2'); breaks and '' say none. */
const minuteOf = (playingTime: string) => (/^\d+(\+\d+)?$/.test(playingTime) ? playingTime : '');

export function alertWords(alert: MatchAlert, spoilerFree: boolean, t: Translate): AlertWords {
  const { match } = alert;
  const home = match.homeName;
  const away = match.awayName;
  const league = match.leagueName;
  if (alert.kind === 'lineups') {
    // Told before kick-off: no score to hide.
    return { title: t('alerts.lineupsTitle', { home, away }), body: t('alerts.lineupsBody', { league }) };
  }
  // Another sport's start and end are told in words of no sport (a basketball match has no kick-off).
  const football = match.sport === SPORT_CODES.football;
  if (alert.kind === 'kickoff') {
    const title = t(football ? 'alerts.kickoffTitle' : 'alerts.startTitle', { home, away });
    return { title, body: t('alerts.kickoffBody', { league }) };
  }
  const clock = minuteOf(match.playingTime);
  const minute = clock ? t('alerts.minute', { minute: clock }) : '';
  if (alert.kind === 'red') {
    // A red card tells no score.
    return {
      title: t('alerts.redTitle', { team: alert.side === 'away' ? away : home }),
      body: t('alerts.redBody', { minute, home, away }),
    };
  }
  if (alert.kind === 'halftime' || alert.kind === 'fulltime') {
    const key = alert.kind === 'halftime' ? 'halftimeTitle' : football ? 'fulltimeTitle' : 'endTitle';
    const title = t(`alerts.${key}`, { home, away });
    if (spoilerFree) return { title, body: t('alerts.scoreHidden', { league }) };
    return {
      title,
      body: t('alerts.scoreBody', { home, away, homeScore: match.homeScore, awayScore: match.awayScore }),
    };
  }
  if (spoilerFree) {
    return {
      title: t('alerts.hiddenTitle', { home, away }),
      body: t('alerts.hiddenBody', { minute, league }),
    };
  }
  return {
    title: t('alerts.goalTitle', { team: alert.side === 'away' ? away : home }),
    body: t('alerts.goalBody', {
      minute,
      home,
      away,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
    }),
  };
}
