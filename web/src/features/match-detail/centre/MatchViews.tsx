// The match page's shot map and xG race, in a chunk of their own that the live tab loads
// when it draws them. Both read the match's shots as shown (held to the video with the score when sync
// is on); the live tab covers them in spoiler-free mode.
import { type MatchFacts, type MatchShot, minuteMark } from '@pitchside/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpoilerScore } from '../../live/SpoilerFree';
import {
  filterShots,
  type HalfFilter,
  halvesOf,
  minuteReached,
  racePath,
  racePeak,
  shotSize,
  shotSpot,
  type TeamFilter,
  xgRace,
  xgTotal,
} from './matchViewsModel';
import { PitchMarkings } from './PitchMarkings';
import { useViewsMessages } from './viewsMessages';
import './views.css';

const NO_SHOTS: readonly MatchShot[] = [];

interface ViewProps {
  /** Spoiler-free mode covers the view (it tells the score) until the reader reveals this match. */
  matchId: number;
  shots: readonly MatchShot[] | undefined;
  homeName: string;
  awayName: string;
  /** The names fans shorten them to, for the filter's buttons. */
  homeShortName?: string | undefined;
  awayShortName?: string | undefined;
  facts: MatchFacts | undefined;
}

/**
 * "Simulated": the shots and their xG are generated, never shown as real; around the real score only
 * where the score is the data's (the match page's notes never contradict each other).
 */
function SimulatedMark({ facts }: { facts: MatchFacts | undefined }) {
  const { t } = useTranslation();
  if (facts?.details === 'file') return null;
  const hint = t(facts?.score === 'file' ? 'matchViews.simulatedHint' : 'matchViews.simulatedHintAll');
  return (
    <span className="simulated-mark" title={hint}>
      {t('matchViews.simulated')}
      <span className="visually-hidden">: {hint}</span>
    </span>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="view-choice" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          data-value={option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

const xgText = (xg: number) => xg.toFixed(2);

/**
 * Every shot on a drawn pitch, the home side attacking the right-hand goal: a dot as large as its xG,
 * filled when it was a goal. Each dot is a button (tap, click or keyboard) that tells its player, minute,
 * outcome and xG; the filters pick a side and a half.
 */
export function ShotMap({
  matchId,
  shots = NO_SHOTS,
  homeName,
  awayName,
  homeShortName,
  awayShortName,
  facts,
}: ViewProps) {
  useViewsMessages();
  const { t } = useTranslation();
  const ids = useId();
  const [team, setTeam] = useState<TeamFilter>('all');
  const [half, setHalf] = useState<HalfFilter>('all');
  const [chosen, setChosen] = useState<number | null>(null);
  const halves = halvesOf(shots);
  const period = halves.includes(half) ? half : 'all';
  const shown = filterShots(shots, team, period);
  const selected = shown.find((shot) => shot.id === chosen) ?? null;
  const nameOf = (side: 'home' | 'away') => (side === 'home' ? homeName : awayName);
  const describe = (shot: MatchShot) =>
    t('matchViews.shotMap.shot', {
      player: shot.playerName,
      minute: minuteMark(shot.minute, shot.addedMinute),
      outcome: t(`matchViews.outcome.${shot.outcome}`),
      xg: xgText(shot.xg),
    });
  return (
    <section className="shot-map" aria-labelledby={`${ids}-title`}>
      <div className="view-head">
        <h2 id={`${ids}-title`}>{t('matchViews.shotMap.title')}</h2>
        <SimulatedMark facts={facts} />
      </div>
      <SpoilerScore matchId={matchId}>
        <div className="view-filters">
          <Choice
            label={t('matchViews.team')}
            value={team}
            onChange={setTeam}
            options={[
              { value: 'all', label: t('matchViews.both') },
              { value: 'home', label: homeShortName || homeName },
              { value: 'away', label: awayShortName || awayName },
            ]}
          />
          <Choice
            label={t('matchViews.period')}
            value={period}
            onChange={setHalf}
            options={halves.map((value) => ({ value, label: t(`matchViews.${value}`) }))}
          />
        </div>
        <fieldset
          className="shot-pitch"
          data-shots={shown.length}
          aria-label={t('matchViews.shotMap.label', { home: homeName, away: awayName })}
        >
          <svg viewBox="0 0 105 68" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <PitchMarkings />
          </svg>
          {shown.map((shot) => {
            const spot = shotSpot(shot);
            const size = shotSize(shot.xg);
            return (
              <button
                key={shot.id}
                type="button"
                className={`shot-dot ${shot.side} ${shot.outcome}`}
                style={{
                  left: `${spot.left}%`,
                  top: `${spot.top}%`,
                  width: size,
                  height: size,
                  zIndex: selected?.id === shot.id ? 50 : 40 - size,
                }}
                aria-label={`${nameOf(shot.side)}: ${describe(shot)}`}
                aria-pressed={selected?.id === shot.id}
                data-shot-id={shot.id}
                data-xg={shot.xg}
                onClick={() => setChosen(shot.id)}
                onFocus={() => setChosen(shot.id)}
              />
            );
          })}
        </fieldset>
        <div className="shot-detail" aria-live="polite" data-selected={selected?.id ?? ''}>
          {selected ? (
            <p>
              <strong>{selected.playerName}</strong> <span className="muted">{nameOf(selected.side)}</span>
              <br />
              {minuteMark(selected.minute, selected.addedMinute)}′ ·{' '}
              {t(`matchViews.outcome.${selected.outcome}`)} · <strong>xG {xgText(selected.xg)}</strong> ·{' '}
              {t('matchViews.shotMap.situationBody', {
                situation: t(`matchViews.situation.${selected.situation}`),
                body: t(`matchViews.body.${selected.bodyPart}`),
              })}
            </p>
          ) : shots.length === 0 ? (
            <p className="muted">{t('matchViews.shotMap.none')}</p>
          ) : (
            <p>
              {(['home', 'away'] as const)
                .filter((side) => team === 'all' || team === side)
                .map((side) => {
                  const own = shown.filter((shot) => shot.side === side);
                  return (
                    <span key={side} className={`shot-summary ${side}`} data-side={side}>
                      <strong>{nameOf(side)}</strong>{' '}
                      {t('matchViews.shotMap.summary', { count: own.length, xg: xgText(xgTotal(own)) })}
                    </span>
                  );
                })}
            </p>
          )}
        </div>
        {shots.length > 0 && <p className="muted small">{t('matchViews.shotMap.hint')}</p>}
      </SpoilerScore>
    </section>
  );
}

const WIDTH = 600;
const HEIGHT = 140;

/**
 * Each side's xG added up shot by shot, as a step line from kick-off to the minute the match has
 * reached, its goals marked on it; the totals beside the names.
 */
export function XgRaceChart({
  matchId,
  shots = NO_SHOTS,
  homeName,
  awayName,
  facts,
  momentum,
}: ViewProps & { momentum: readonly { minute: number }[] }) {
  useViewsMessages();
  const { t } = useTranslation();
  const race = xgRace(shots, minuteReached(momentum));
  const peak = racePeak(race);
  const last = race.points[race.points.length - 1] ?? { home: 0, away: 0 };
  const x = (minute: number) => (minute / race.minutes) * WIDTH;
  const y = (value: number) => HEIGHT - (value / peak) * HEIGHT;
  return (
    <section className="xg-race">
      <div className="view-head">
        <h2>{t('matchViews.xgRace.title')}</h2>
        <SimulatedMark facts={facts} />
      </div>
      <SpoilerScore matchId={matchId}>
        <figure className="xg-race-figure" data-home-xg={xgText(last.home)} data-away-xg={xgText(last.away)}>
          <svg
            viewBox={`-4 -6 ${WIDTH + 8} ${HEIGHT + 24}`}
            role="img"
            aria-label={t('matchViews.xgRace.label', {
              home: homeName,
              away: awayName,
              homeXg: xgText(last.home),
              awayXg: xgText(last.away),
            })}
          >
            <rect x="0" y="0" width={WIDTH} height={HEIGHT} className="xg-race-bg" />
            {[0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]
              .filter((value) => value < peak)
              .map((value) => (
                <line key={value} x1="0" x2={WIDTH} y1={y(value)} y2={y(value)} className="xg-race-grid" />
              ))}
            <line x1={x(45)} x2={x(45)} y1="0" y2={HEIGHT} className="xg-race-half" />
            {race.minutes > 90 && <line x1={x(90)} x2={x(90)} y1="0" y2={HEIGHT} className="xg-race-half" />}
            <path d={racePath(race, 'away', WIDTH, HEIGHT, peak)} className="xg-line away" />
            <path d={racePath(race, 'home', WIDTH, HEIGHT, peak)} className="xg-line home" />
            {race.goals.map((goal) => (
              <circle
                key={`${goal.side}-${goal.minute}-${goal.xg}`}
                cx={x(goal.minute)}
                cy={y(goal.xg)}
                r="5"
                className={`xg-goal ${goal.side}`}
              >
                <title>{t('matchViews.xgRace.goal', { player: goal.playerName, minute: goal.minute })}</title>
              </circle>
            ))}
            {[0, 45, 90, ...(race.minutes > 90 ? [race.minutes] : [])].map((minute) => (
              <text
                key={minute}
                x={x(minute)}
                y={HEIGHT + 15}
                className="xg-race-minute"
                textAnchor={minute === 0 ? 'start' : minute === race.minutes ? 'end' : 'middle'}
              >
                {minute}′
              </text>
            ))}
            <text x="4" y="10" className="xg-race-minute">
              {peak.toFixed(1)}
            </text>
          </svg>
          <figcaption className="chart-legend">
            <span className="legend-home">
              {homeName} <strong data-side="home">{xgText(last.home)}</strong>
            </span>
            <span className="legend-away">
              {awayName} <strong data-side="away">{xgText(last.away)}</strong>
            </span>
          </figcaption>
        </figure>
      </SpoilerScore>
    </section>
  );
}
