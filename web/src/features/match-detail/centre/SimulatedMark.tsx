import type { MatchFacts } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/**
 * "Simulated" beside a view no data gives (momentum, statistics): modelled around the real events,
 * never shown as real. A match whose every detail is a file's would carry none.
 */
export function SimulatedMark({ facts }: { facts: MatchFacts | undefined }) {
  const { t } = useTranslation();
  if (facts?.details === 'file') return null;
  return (
    <span className="simulated-mark" title={t('detail:model.hint')} data-simulated="">
      {t('detail:model.simulated')}
      <span className="visually-hidden">: {t('detail:model.hint')}</span>
    </span>
  );
}
