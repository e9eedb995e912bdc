import { isFinalStatus, isLiveStatus, type MatchView } from '@pitchside/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchClockComponent } from '../live/MatchCard';
import { givesAwayLevel, shownCounts } from '../live/matchPhase';
import { useScoreHidden } from '../live/spoilerFree';
import { PitchDrawing } from './PitchDrawing';
import { useTrackerMessages } from './trackerMessages';
import { minuteLabel, PITCH, type Side, type TrackerMoment, trackerState } from './trackerModel';
import './tracker.css';

/** One moment as the list under the pitch tells it. */
export function MomentText({ moment, team }: { moment: TrackerMoment; team: string }) {
  useTrackerMessages();
  const { t } = useTranslation();
  return (
    <>
      <span className="tracker-minute">{minuteLabel(moment)}</span>{' '}
      <span className="tracker-moment-text">
        {t(`tracker.moment.${moment.kind}`, { player: moment.player, related: moment.related })}
      </span>{' '}
      <span className="tracker-moment-team">{team}</span>
      {moment.score && <span className="tracker-moment-score"> {moment.score}</span>}
      {moment.simulated && <SimulatedWord />}
    </>
  );
}

/** After a moment the engine made up (a real player's shot no file gives): never told as a fact. */
function SimulatedWord() {
  const { t } = useTranslation();
  return (
    <span className="tracker-simulated" data-simulated="">
      {' · '}
      {t('tracker.simulated')}
    </span>
  );
}

/** What is drawn on the pitch: the attack's side and depth, the shots and the ball. */
function PitchMarks({ state }: { state: ReturnType<typeof trackerState> }) {
  const { attack, ball, shots } = state;
  const half = PITCH.length / 2;
  return (
    <>
      {attack && (
        <g className={`tracker-attack side-${attack.side}`} data-side={attack.side}>
          <rect
            x={attack.side === 'home' ? half : 0}
            y={0}
            width={half}
            height={PITCH.width}
            opacity={0.08 + 0.2 * attack.intensity}
            fill={`url(#tracker-attack-${attack.side})`}
          />
          {/* Chevrons toward the goal attacked: more of them, the harder the attack. */}
          {[8, 17, 26].slice(0, 1 + Math.round(attack.intensity * 2)).map((offset) => {
            const x = attack.side === 'home' ? half + offset : half - offset;
            const d = attack.side === 'home' ? 4 : -4;
            return (
              <path
                key={offset}
                d={`M${x} ${PITCH.width / 2 - 6}L${x + d} ${PITCH.width / 2}L${x} ${PITCH.width / 2 + 6}`}
                className="tracker-chevron"
              />
            );
          })}
        </g>
      )}
      {shots.map((shot) => (
        <circle
          key={shot.id}
          cx={shot.x}
          cy={shot.y}
          r={shot.goal ? 1.8 : shot.recent ? 1.5 : 1}
          className={`tracker-shot side-${shot.side}${shot.goal ? ' goal' : ''}${shot.recent ? ' recent' : ''}`}
        />
      ))}
      {ball && (
        <circle
          cx={ball.x}
          cy={ball.y}
          r={1.4}
          className="tracker-ball"
          data-x={Math.round(ball.x)}
          data-y={Math.round(ball.y)}
        />
      )}
    </>
  );
}

/**
 * The live match tracker: where a match has no stream, its video area draws the match from its events
 * (pushed on the match's topic, held to the picture like the score when a stream plays): which side
 * attacks and how deep, every shot where it was taken, corners, cards, substitutions, the goals with
 * their scorers, the score and the clock. In spoiler-free mode no goal, score or goal's shot shows
 * until the fan reveals the match. No video: it costs the phone no video bandwidth.
 */
export function MatchTracker({
  view,
  Clock,
  caption,
  replay = false,
}: {
  view: MatchView;
  Clock?: MatchClockComponent | undefined;
  /** Replaces the title (the replay names itself). */
  caption?: string;
  /** A replay's step: the finished match drawn as it stood then, its attack and ball too. */
  replay?: boolean;
}) {
  useTrackerMessages();
  const { t } = useTranslation();
  const ids = useId();
  const { match } = view;
  const hidden = useScoreHidden(match.id);
  const shown = shownCounts(match);
  const state = trackerState(view, hidden, replay || isLiveStatus(match.status));
  const started = match.status !== 0;
  // A short name where the team has one ('' is none), else the full name.
  const teamOf = (side: Side) =>
    side === 'home' ? match.homeShortName || match.homeName : match.awayShortName || match.awayName;
  const status = !started
    ? t('tracker.notStarted')
    : !replay && isFinalStatus(match.status)
      ? t('tracker.over')
      : state.attack
        ? t(state.attack.intensity >= 0.75 ? 'tracker.dangerous' : 'tracker.attacking', {
            team: teamOf(state.attack.side),
          })
        : t('tracker.midfield');
  return (
    <section
      className="match-tracker"
      data-testid="match-tracker"
      data-score={state.score ? `${state.score.home}-${state.score.away}` : ''}
      data-attack={state.attack?.side ?? ''}
      data-minute={Math.floor(state.minute)}
      aria-labelledby={`${ids}-title`}
    >
      <header className="tracker-bar">
        <span className="tracker-title" id={`${ids}-title`}>
          {caption ?? t('tracker.title')}
        </span>
        <span className="tracker-teams">
          <span className="tracker-team side-home">{teamOf('home')}</span>
          <span className="tracker-score" data-testid="tracker-score">
            {state.score ? `${state.score.home} - ${state.score.away}` : started ? '? - ?' : '-'}
          </span>
          <span className="tracker-team side-away">{teamOf('away')}</span>
        </span>
        <span className="tracker-clock">
          {hidden && givesAwayLevel(match.status) ? (
            t('live.score.inPlay')
          ) : Clock && started ? (
            <Clock status={match.status} playingTime={match.playingTime} />
          ) : started ? (
            `${match.playingTime}'`
          ) : null}
        </span>
      </header>
      <PitchDrawing label={t('tracker.pitch', { home: teamOf('home'), away: teamOf('away') })}>
        <defs>
          <linearGradient id="tracker-attack-home">
            <stop offset="0" stopColor="#fff" stopOpacity="0" />
            <stop offset="1" stopColor="#fff" />
          </linearGradient>
          <linearGradient id="tracker-attack-away">
            <stop offset="0" stopColor="#fff" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
        </defs>
        <PitchMarks state={state} />
      </PitchDrawing>
      <p className="tracker-status" role="status" data-testid="tracker-status">
        {status}
        {state.lastGoal && (
          <span className="tracker-last-goal" data-testid="tracker-last-goal">
            {' · '}
            {t(state.lastGoal.player ? 'tracker.lastGoal' : 'tracker.lastGoalNoScorer', {
              player: state.lastGoal.player,
              team: teamOf(state.lastGoal.side),
              minute: minuteLabel(state.lastGoal),
            })}
            {state.lastGoal.simulated && <SimulatedWord />}
          </span>
        )}
      </p>
      {state.moments.length > 0 && (
        <ol className="tracker-moments" aria-label={t('tracker.moments')} data-testid="tracker-moments">
          {state.moments.map((moment) => (
            <li key={moment.key} className={`side-${moment.side}`} data-kind={moment.kind}>
              <MomentText moment={moment} team={teamOf(moment.side)} />
            </li>
          ))}
        </ol>
      )}
      {/* The counts are the match's statistics in small: covered with them in spoiler-free mode. */}
      {/* A real number or none (shownCounts). */}
      {!hidden && (shown.corners || shown.cards) && (
        <p className="tracker-counts">
          {shown.corners && (
            <span>
              {t('tracker.corners')} {match.homeCorner}-{match.awayCorner}
            </span>
          )}
          {shown.cards && (
            <>
              <span>
                {t('tracker.yellow')} {match.homeYellowCard}-{match.awayYellowCard}
              </span>
              <span>
                {t('tracker.red')} {match.homeRedCard}-{match.awayRedCard}
              </span>
            </>
          )}
        </p>
      )}
      <p className="tracker-note">
        {t('tracker.note')}
        {state.modelled && <span data-testid="tracker-modelled"> · {t('tracker.modelled')}</span>}
        {hidden && <span data-testid="tracker-goals-hidden"> · {t('tracker.goalsHidden')}</span>}
      </p>
    </section>
  );
}
