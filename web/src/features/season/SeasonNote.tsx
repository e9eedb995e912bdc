import type { CompetitionSeason, MatchFacts } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { asTranslate } from '../../i18n/translate';
import { useLocale } from '../../i18n/useLocale';
import { useSeasonMessages } from './seasonMessages';
import { competitionSentences, matchSentences, type Sentence, word } from './seasonWords';
import './season.css';

function Note({ sentences, kind }: { sentences: Sentence[]; kind: string }) {
  useSeasonMessages();
  const { t } = useTranslation();
  const say = asTranslate(t);
  // Chinese puts no space after its full stop.
  const gap = useLocale() === 'cn' ? '' : ' ';
  return (
    <p className="season-note" role="note" aria-label={t('season.label')} data-season={kind}>
      <span aria-hidden="true">ⓘ </span>
      {sentences.map((sentence) => word(say, sentence)).join(gap)}
    </p>
  );
}

/**
 * What a competition is, on its page (every tab: table, fixtures, results): the real season it replays
 * and how far it is moved, and the part of its results that is real; or that it is the engine's own.
 */
export function CompetitionSeasonNote({ season }: { season: CompetitionSeason }) {
  const locale = useLocale();
  return (
    <Note
      sentences={competitionSentences(locale, season)}
      kind={season.name === '' ? 'generated' : season.simulated}
    />
  );
}

/** What a match is, under its scoreboard: its season and date in the data, and whether its score is real. */
export function MatchSeasonNote({ facts, status }: { facts: MatchFacts | undefined; status: number }) {
  const locale = useLocale();
  const kind = !facts?.season ? 'generated' : facts.score === 'file' ? 'real' : 'simulated';
  return <Note sentences={matchSentences(locale, facts, status)} kind={kind} />;
}
