import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import './seasonTags.css';

/**
 * A card's word on what the match is (docs/API.md "Real and generated"): the real season it is of
 * ("2024/25") and, when its score is the engine's rather than the data's, "Simulated". Each keeps its
 * own box, so the league's name may be cut on a phone but never these.
 */
export function SeasonTags({ match }: { match: Pick<MatchSummary, 'season' | 'simulated'> }) {
  const { t } = useTranslation();
  return (
    <>
      {match.season && (
        <span className="match-season" title={t('live.card.seasonTitle', { season: match.season })}>
          {match.season}
        </span>
      )}
      {match.simulated && (
        <span className="match-simulated" title={t('live.card.simulatedTitle')} data-simulated="">
          {t('live.card.simulated')}
          <span className="visually-hidden">: {t('live.card.simulatedTitle')}</span>
        </span>
      )}
    </>
  );
}
