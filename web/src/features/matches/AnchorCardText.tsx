import type { AnchorSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/**
 * An anchor card's words: the nickname and the room's title as their writer wrote them (isolated, each
 * reading in its own direction), and the audience while on the air. The home page's anchor tab and the
 * match page's share it.
 */
export function AnchorCardText({ anchor }: { anchor: AnchorSummary }) {
  const { t } = useTranslation();
  return (
    <div className="anchor-card-text">
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
  );
}
