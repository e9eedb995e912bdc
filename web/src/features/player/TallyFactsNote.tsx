import type { TallyFacts } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useTallyMessages } from './tallyMessages';

type Key = `tally.${string}`;

/**
 * Where a season's counts come from, one short sentence each: the line-ups (appearances, minutes), the
 * scorers, the cards and the assists (docs/API.md "Teams and scorers"); that some players are generated.
 */
export function tallyNotes(
  facts: TallyFacts,
  options: { lineups: boolean; generatedPlayers: boolean },
): Key[] {
  const notes: Key[] = [];
  const parts = options.lineups ? [facts.lineups, facts.scorers, facts.cards] : [facts.scorers, facts.cards];
  // A full season beside another competition's generated matches: one sentence for all of it.
  if (parts.every((p) => p === 'mixed') && facts.assists === 'mixed') {
    notes.push('tally.mixedAll');
    if (options.generatedPlayers) notes.push('tally.generatedPlayers');
    return notes;
  }
  const of = (what: string, source: string): Key | null =>
    source === 'file'
      ? `tally.${what}File`
      : source === 'generated'
        ? `tally.${what}Generated`
        : source === 'mixed'
          ? `tally.${what}Mixed`
          : null;
  if (options.lineups) {
    const note = of('lineups', facts.lineups);
    if (note) notes.push(note);
  }
  notes.push(of('scorers', facts.scorers) ?? 'tally.scorersNone');
  const cards = of('cards', facts.cards);
  if (cards) notes.push(cards);
  if (facts.assists === 'absent') notes.push('tally.assistsAbsent');
  else if (facts.assists === 'generated') notes.push('tally.assistsGenerated');
  else if (facts.assists === 'mixed') notes.push('tally.assistsMixed');
  if (options.generatedPlayers) notes.push('tally.generatedPlayers');
  return notes;
}

export function TallyFactsNote({
  facts,
  lineups = true,
  generatedPlayers = false,
  lead,
}: {
  facts: TallyFacts;
  /** Whether the counts beside it include appearances and minutes. */
  lineups?: boolean;
  generatedPlayers?: boolean;
  /** A sentence before the notes (what is counted). */
  lead?: string;
}) {
  useTallyMessages();
  const { t } = useTranslation();
  const notes = tallyNotes(facts, { lineups, generatedPlayers });
  return (
    <p
      className="muted facts-note"
      data-facts={facts.scorers}
      data-cards={facts.cards}
      data-assists={facts.assists}
    >
      {lead ? `${lead} ` : ''}
      {notes.map((key) => t(key)).join(' ')}
    </p>
  );
}
