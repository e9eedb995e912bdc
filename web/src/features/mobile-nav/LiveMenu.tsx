import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { splitSetPrefix, useSetPath } from '../../routing/routeSetContext';

/** The live section switcher, index 0-4 (PRODUCT §2). */
export const LIVE_SECTIONS = [
  { path: '/live', label: 'liveMenu.all' },
  { path: '/live/basketball', label: 'liveMenu.basketball' },
  { path: '/live/football', label: 'liveMenu.football' },
  { path: '/live/esport', label: 'liveMenu.esport' },
  { path: '/live/video', label: 'liveMenu.video' },
] as const;

export function LiveMenu() {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const { path } = splitSetPrefix(useLocation().pathname);
  return (
    <nav className="live-menu" aria-label={t('liveMenu.label')}>
      {LIVE_SECTIONS.map((section) => (
        <Link
          key={section.path}
          to={setPath(section.path)}
          className={path === section.path ? 'live-menu-item active' : 'live-menu-item'}
          aria-current={path === section.path ? 'page' : undefined}
        >
          {t(section.label)}
        </Link>
      ))}
    </nav>
  );
}
