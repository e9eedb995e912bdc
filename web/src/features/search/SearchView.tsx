import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { FollowStar } from '../follow/FollowStar';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { AnchorCard } from '../matches/AnchorsView';
import { PlayerLink } from '../player/PlayerLink';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { SearchSuggestions } from './SearchSuggestions';
import { SEARCH_MAX_LENGTH, searchQuery, searchSuggestionsQuery, searchText } from './searchApi';
import '../lists/lists.css';
import '../matches/matches.css';
import './search.css';
import { useSearchMessages } from './searchMessages';

/** Before a search: the hot words of the search config, each a search of its own. */
function Suggestions() {
  useSearchMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const setPath = useSetPath();
  const suggestions = useQuery(searchSuggestionsQuery(locale));
  const words = suggestions.data?.hotWords ?? [];
  return (
    <section aria-labelledby="search-hot">
      <h2 id="search-hot">{t('search.hotWords')}</h2>
      <QueryState query={suggestions} empty={words.length === 0} emptyText={t('search.noHotWords')} rows={2}>
        <ul className="hot-words">
          {words.map((word) => (
            <li key={word}>
              <Link className="chip" to={setPath(`/search?q=${encodeURIComponent(word)}`)}>
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function Results({ q }: { q: string }) {
  useSearchMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const setPath = useSetPath();
  const answer = useQuery(searchQuery(locale, q, token));
  const data = answer.data;
  const players = data?.players ?? [];
  const empty =
    !data ||
    data.teams.length + players.length + data.leagues.length + data.matches.length + data.anchors.length ===
      0;
  return (
    <QueryState query={answer} empty={empty} emptyText={t('search.noResults', { q })}>
      {data && data.teams.length > 0 && (
        <section aria-labelledby="search-teams">
          <h2 id="search-teams">{t('search.teams', { count: data.teams.length })}</h2>
          <ul className="entity-list">
            {data.teams.map((team) => (
              <li key={team.id} className="entity-row">
                <Link className="entity" to={setPath(`/team/${team.id}`)}>
                  <LazyImage src={team.logo} alt="" width={32} height={32} />
                  <span>
                    <strong>{team.name}</strong>
                    {team.shortName !== team.name && <span className="muted"> {team.shortName}</span>}
                  </span>
                </Link>
                <FollowStar kind="team" id={team.id} name={team.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {players.length > 0 && (
        <section aria-labelledby="search-players">
          <h2 id="search-players">{t('search.players', { count: players.length })}</h2>
          <ul className="entity-list">
            {players.map((player) => (
              <li key={player.id} className="entity-row" data-player-id={player.id}>
                <PlayerLink id={player.id} className="entity">
                  <span className="search-shirt">{player.number ?? ''}</span>
                  <span>
                    <strong>{player.name}</strong>
                    <span className="muted"> {player.teamName}</span>
                  </span>
                </PlayerLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.leagues.length > 0 && (
        <section aria-labelledby="search-leagues">
          <h2 id="search-leagues">{t('search.leagues', { count: data.leagues.length })}</h2>
          <ul className="entity-list">
            {data.leagues.map((league) => (
              <li key={league.id} className="entity-row">
                <Link className="entity" to={setPath(`/special/${league.id}`)}>
                  <LazyImage src={league.logo} alt="" width={32} height={32} />
                  <span>
                    <strong>{league.name}</strong>
                    <span className="muted"> {league.country}</span>
                  </span>
                </Link>
                <FollowStar kind="league" id={league.id} name={league.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.matches.length > 0 && (
        <section aria-labelledby="search-matches">
          <h2 id="search-matches">{t('search.matches', { count: data.matches.length })}</h2>
          <TimeZoneNote />
          <MatchRows matches={data.matches} />
        </section>
      )}
      {data && data.anchors.length > 0 && (
        <section aria-labelledby="search-anchors">
          <h2 id="search-anchors">{t('search.anchors', { count: data.anchors.length })}</h2>
          <ul className="anchor-grid">
            {data.anchors.map((anchor) => (
              <AnchorCard key={anchor.id} anchor={anchor} />
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  );
}

/** /search?q=: teams, players, leagues, matches and anchors for the text; hot words when there is none. */
export function SearchView() {
  useSearchMessages();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setPath = useSetPath();
  const q = searchText(params.get('q') ?? '');
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = searchText(text);
    if (!next) return;
    navigate(setPath(`/search?q=${encodeURIComponent(next)}`));
  };

  return (
    <article className="page search-page">
      <h1>{q ? t('search.resultsFor', { q }) : t('pages.search.title')}</h1>
      <search className="search-page-box">
        {/* A real GET form: Enter before the page has hydrated still lands on /search?q=. */}
        <form action={setPath('/search')} method="get" onSubmit={submit}>
          <input
            type="search"
            name="q"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            enterKeyHint="search"
          />
          <button type="submit" className="primary-button">
            {t('search.submit')}
          </button>
        </form>
      </search>
      <SearchSuggestions text={text} current={q} />
      {q ? <Results q={q} /> : <Suggestions />}
    </article>
  );
}
