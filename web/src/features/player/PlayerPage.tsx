import type { PlayerPage as PlayerAnswer } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import type { PageProps } from '../../routing/pageProps';
import { useSetPath } from '../../routing/routeSetContext';
import { TeamName } from '../follow/TeamName';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { dataMonth } from './asOf';
import { playerPageQuery } from './playerApi';
import { usePlayerMessages } from './playerMessages';
import { TallyFactsNote } from './TallyFactsNote';
import '../lists/lists.css';
import './player.css';

/** The product's not-found page (app/ErrorPage.tsx), for an id no player has. */
function NoSuchPlayer() {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const { pathname } = useLocation();
  return (
    <article className="page error-page" data-testid="error-page">
      <h1>{t('error.title')}</h1>
      <p className="error-message">{t('error.notFound', { path: pathname })}</p>
      <p className="muted">{t('player.notFound')}</p>
      <p className="error-actions">
        <Link to={setPath('/')}>{t('error.backHome')}</Link>
      </p>
    </article>
  );
}

function Facts({ data }: { data: PlayerAnswer }) {
  const { t } = useTranslation();
  const { locale } = useViewer();
  const { player, team } = data;
  const known = (value: string | number | null, shown?: string) =>
    value === null ? <span className="muted">{t('player.unknown')}</span> : (shown ?? String(value));
  // The squads data gives a nation's numbers only: at his club a real player's is not known, and said so.
  const number =
    player.number === null && player.listedAsOf !== null && !team.national ? (
      <span className="muted player-listed">{t('player.clubNumberUnknown')}</span>
    ) : (
      known(player.number)
    );
  return (
    <dl className="player-facts">
      <div>
        <dt>{t(team.national ? 'player.nationalTeam' : 'player.club')}</dt>
        <dd className="player-team">
          <LazyImage src={team.logo} alt="" width={20} height={20} />
          <TeamName id={team.id} name={team.name} star={false} />
          {player.listedAsOf !== null && (
            <span className="muted player-listed" data-fact="listed-as-of">
              {' '}
              {t('player.asOf', { month: dataMonth(player.listedAsOf, locale) })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('player.nation')}</dt>
        <dd data-fact="nation">{known(player.nation)}</dd>
      </div>
      <div>
        <dt>{t('player.position')}</dt>
        <dd data-fact="position">{t(`player.pos.${player.position}`, { defaultValue: player.position })}</dd>
      </div>
      <div>
        <dt>{t(team.national ? 'player.nationalNumber' : 'player.number')}</dt>
        <dd data-fact="number">{number}</dd>
      </div>
      <div>
        <dt>{t('player.age')}</dt>
        <dd data-fact="age">
          {known(player.age, player.age === null ? undefined : t('player.ageYears', { count: player.age }))}
        </dd>
      </div>
    </dl>
  );
}

const FIGURES = [
  'appearances',
  'starts',
  'minutes',
  'goals',
  'ownGoals',
  'assists',
  'yellowCards',
  'redCards',
] as const;

function Season({ data }: { data: PlayerAnswer }) {
  const { t } = useTranslation();
  const { season } = data;
  return (
    <section aria-labelledby="player-season">
      <h2 id="player-season">{t('player.season')}</h2>
      <TallyFactsNote facts={data.facts} lead={t('player.seasonNote')} />
      <ul className="player-figures">
        {FIGURES.map((key) => (
          <li key={key} data-figure={key}>
            {/* A full file names no assist: no number rather than a made-up 0 (the note says why). */}
            <strong>{key === 'assists' && data.facts.assists === 'absent' ? '—' : season[key]}</strong>
            <span>
              {t(`player.${key}`)}
              {key === 'goals' && season.penalties > 0 && (
                <span className="muted">
                  {' '}
                  ({t('player.penalties')} {season.penalties})
                </span>
              )}
              {key === 'redCards' && season.secondYellows > 0 && (
                <span className="muted">
                  {' '}
                  ({t('player.secondYellows')} {season.secondYellows})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /player/{id}: who a player is, his season, his team's last and next match. */
export function PlayerPage({ params }: PageProps) {
  const playerId = Number(params.id);
  usePlayerMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const page = useQuery(playerPageQuery(locale, playerId));
  const data = page.data;

  if (page.error instanceof ApiError && page.error.code === 10005) return <NoSuchPlayer />;

  return (
    <article className="page player-page">
      <header className="player-header">
        {data && data.player.number !== null && <span className="player-shirt">{data.player.number}</span>}
        <div className="player-title">
          <h1>
            {data?.player.name ?? t('pages.player.title')}
            {data?.player.generated && (
              <span className="generated-mark" title={t('player.generatedNote')}>
                {t('player.generatedMark')}
              </span>
            )}
          </h1>
          {data?.player.generated && (
            <p className="muted" data-simulated={data.team.generated ? 'team' : 'player'}>
              {t(data.team.generated ? 'player.simulatedTeamNote' : 'player.generatedNote')}
            </p>
          )}
        </div>
      </header>
      <QueryState query={page} empty={false} emptyText="">
        {data && (
          <div className="player-columns">
            <div>
              <Facts data={data} />
              <Season data={data} />
            </div>
            <div>
              <section aria-labelledby="player-next">
                <h2 id="player-next">{t('player.next')}</h2>
                {data.next ? (
                  <>
                    <TimeZoneNote />
                    <MatchRows matches={[data.next]} />
                  </>
                ) : (
                  <p className="muted empty-state">{t('player.noNext')}</p>
                )}
              </section>
              <section aria-labelledby="player-last">
                <h2 id="player-last">{t('player.last')}</h2>
                {data.last ? (
                  <MatchRows matches={[data.last]} />
                ) : (
                  <p className="muted empty-state">{t('player.noLast')}</p>
                )}
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </article>
  );
}
