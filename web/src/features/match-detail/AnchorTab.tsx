import type { AnchorSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { AnchorCardText } from '../matches/AnchorCardText';
import { useMatchesMessages } from '../matches/matchesMessages';
import { LazyImage } from '../ui/LazyImage';

/**
 * The streamers (anchors) commenting this match; choosing one plays their room. Only a room on the air
 * offers "Watch": one off the air says so instead.
 */
export function AnchorTab({
  anchors,
  current,
  onChoose,
}: {
  anchors: readonly AnchorSummary[];
  current: number | null;
  onChoose(anchorId: number): void;
}) {
  useMatchesMessages();
  const { t } = useTranslation();
  if (anchors.length === 0) return <p className="muted">{t('live.anchors.none')}</p>;
  return (
    <ul className="anchor-list">
      {anchors.map((anchor) => (
        <li key={anchor.id} className="anchor-card" data-anchor-id={anchor.id} data-live={anchor.isLive}>
          <LazyImage src={anchor.avatar} alt="" width={48} height={48} />
          <AnchorCardText anchor={anchor} />
          {anchor.isLive ? (
            <button
              type="button"
              className="anchor-watch"
              aria-pressed={current === anchor.id}
              onClick={() => onChoose(anchor.id)}
            >
              {t('detail:anchor.watch')}
            </button>
          ) : (
            <span className="anchor-off-air muted">{t('matches.offAir')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
