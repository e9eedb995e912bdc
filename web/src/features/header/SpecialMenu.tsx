import type { LeagueMenuEntry } from '@pitchside/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useHydrated } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { LazyImage } from '../ui/LazyImage';
import { savedLeagueOrder, sortLeagues } from './leagueOrder';

/** The special menu (PRODUCT §2): leagues in the saved order, each with image and name. */
export function SpecialMenu({ leagues, active }: { leagues: readonly LeagueMenuEntry[]; active: boolean }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The saved order lives in this browser: the server's order (and hydration's) is the league menu's.
  const hydrated = useHydrated();
  const sorted = useMemo(() => sortLeagues(leagues, hydrated ? savedLeagueOrder() : []), [leagues, hydrated]);
  // In Chinese the word for special follows the league name (PRODUCT §2).
  const suffix = useLocale() === 'cn' ? t('nav.specialSuffix') : '';

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className="special-menu" ref={root}>
      <button
        type="button"
        className={active ? 'nav-item active' : 'nav-item'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('nav.special')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="special-menu-list" hidden={!open} aria-label={t('header.specialMenu')}>
        <li className="special-menu-all">
          <Link to={setPath('/special')} onClick={() => setOpen(false)}>
            {t('header.allLeagues')}
          </Link>
        </li>
        {sorted.length === 0 && <li className="muted">{t('header.noLeagues')}</li>}
        {sorted.map((league) => (
          <li key={league.leagueId}>
            <Link to={setPath(`/special/${league.leagueId}`)} onClick={() => setOpen(false)}>
              <LazyImage src={league.imageUrl} alt="" width={24} height={24} />
              <span>
                {league.nameStr}
                {suffix}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
