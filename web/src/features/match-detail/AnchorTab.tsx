import type { AnchorSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../ui/LazyImage';

/** The streamers (anchors) commenting this match; choosing one plays their room. */
export function AnchorTab({
  anchors,
  current,
  onChoose,
}: {
  anchors: readonly AnchorSummary[];
  current: number | null;
  onChoose(anchorId: number): void;
}) {
  const { t } = useTranslation();
  if (anchors.length === 0) return <p className="muted">{t('live.anchors.none')}</p>;
  return (
    <ul className="anchor-list">
      {anchors.map((anchor) => (
        <li key={anchor.id} className="anchor-card">
          <LazyImage src={anchor.avatar} alt="" width={48} height={48} />
          <div>
            <strong data-user-text="" dir="auto">
              {anchor.nickName}
            </strong>
            <p className="muted" data-user-text="" dir="auto">
              {anchor.roomTitle}
            </p>
            {anchor.isLive && anchor.viewers !== null && (
              <p className="muted">{t('live.anchors.viewers', { count: anchor.viewers })}</p>
            )}
          </div>
          <button
            type="button"
            aria-pressed={current === anchor.id}
            disabled={!anchor.isLive}
            onClick={() => onChoose(anchor.id)}
          >
            {t('detail:anchor.watch')}
          </button>
        </li>
      ))}
    </ul>
  );
}
