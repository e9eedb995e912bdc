import type { MatchFacts } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { factNotes } from './facts';
import { useFactsMessages } from './factsMessages';
import './facts.css';

/** A short, honest line on which of the facts shown are real data and which are simulated. */
export function FactsNote({
  facts,
  place,
  started = true,
}: {
  facts: MatchFacts | undefined;
  place: 'events' | 'lineup';
  /** False before kick-off: no score or events to speak of yet. */
  started?: boolean;
}) {
  useFactsMessages();
  const { t } = useTranslation();
  const notes = factNotes(facts, place, started);
  if (notes.length === 0) return null;
  return (
    <p className="facts-note" role="note" aria-label={t('facts.label')} data-facts={notes.join(' ')}>
      <span aria-hidden="true">ⓘ </span>
      {notes.map((note) => t(`facts.${note}`)).join(' ')}
    </p>
  );
}
