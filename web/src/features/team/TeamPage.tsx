import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import type { PageProps } from '../../routing/pageProps';
import { AlertsControl } from '../alerts/AlertsControl';
import { FollowStar } from '../follow/FollowStar';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { dataMonth } from '../player/asOf';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { TeamLive } from './TeamLive';
import { TeamSquad } from './TeamSquad';
import { FormStrip, TeamTables } from './TeamTables';
import { teamPageQuery } from './teamApi';
import { useTeamMessages } from './teamMessages';
import '../lists/lists.css';
import '../special/special.css';
import './team.css';
import '../season/season.css';

/** /team/{id}: a club's or national team's page. */
export function TeamPage({ params }: PageProps) {
  const teamId = Number(params.id);
  useTeamMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const page = useQuery(teamPageQuery(locale, teamId, token));
  const refetch = page.refetch;
  const onLiveChange = useCallback(() => void refetch(), [refetch]);
  const data = page.data;

  if (page.error instanceof ApiError && page.error.code === 10005) {
    return (
      <article className="page team-page">
        <h1>{t('pages.team.title')}</h1>
        <p className="muted empty-state">{t('team.notFound')}</p>
      </article>
    );
  }

  return (
    <article className="page team-page">
      <header className="team-header">
        {data && <LazyImage src={data.team.logo} alt="" width={56} height={56} />}
        <div className="team-title">
          <h1>{data?.team.name ?? t('pages.team.title')}</h1>
          {data && (
            <p className="muted">
              {data.team.country}
              {data.team.coach && ` · ${t('team.coach', { name: data.team.coach })}`}
              {/* A coach is data of a date, not of today: the date stands beside him. */}
              {data.team.coach && data.team.coachAsOf && (
                <span data-coach-as-of={data.team.coachAsOf}>
                  {' '}
                  {t('team.coachAsOf', { month: dataMonth(data.team.coachAsOf.slice(0, 7), locale) })}
                </span>
              )}
            </p>
          )}
          {data?.team.generated && (
            <p className="season-note" role="note" data-simulated="team">
              {t('team.simulatedTeam')}
            </p>
          )}
        </div>
        {data && (
          <div className="team-follow">
            <FollowStar kind="team" id={teamId} name={data.team.name} labelled />
            <AlertsControl teamId={teamId} />
          </div>
        )}
      </header>
      <QueryState query={page} empty={false} emptyText="">
        {data && (
          <div className="team-columns">
            <div className="team-matches">
              <TeamLive
                teamId={teamId}
                sport={data.team.sport}
                initial={data.live}
                onLiveChange={onLiveChange}
              />
              <section aria-labelledby="team-next">
                <h2 id="team-next">{t('team.next')}</h2>
                <TimeZoneNote />
                {data.next.length > 0 ? (
                  <MatchRows matches={data.next} />
                ) : (
                  <p className="muted empty-state">{t('team.noNext')}</p>
                )}
              </section>
              <section aria-labelledby="team-last">
                <h2 id="team-last">{t('team.last')}</h2>
                {data.last.length > 0 ? (
                  <MatchRows matches={data.last} />
                ) : (
                  <p className="muted empty-state">{t('team.noLast')}</p>
                )}
              </section>
            </div>
            <div className="team-aside">
              <section aria-labelledby="team-form">
                <h2 id="team-form">{t('team.form')}</h2>
                <FormStrip form={data.form} />
              </section>
              <section aria-labelledby="team-tables">
                <h2 id="team-tables">{t('team.tables')}</h2>
                <TeamTables teamId={teamId} competitions={data.competitions} />
              </section>
              <section aria-labelledby="team-squad">
                <h2 id="team-squad">{t('team.squad')}</h2>
                <TeamSquad
                  squad={data.squad}
                  facts={data.facts}
                  national={data.team.national}
                  squadAsOf={data.squadAsOf}
                />
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </article>
  );
}
