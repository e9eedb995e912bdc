import type { NavItem } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';

const TABS = [
  { item: 'home', path: '/', label: 'tabs.home' },
  { item: 'live', path: '/live', label: 'tabs.live' },
  { item: 'football', path: '/zq', label: 'tabs.football' },
  { item: 'matches', path: '/matches', label: 'tabs.matches' },
  { item: 'user', path: '/user', label: 'tabs.user' },
] as const;

/** The mobile bottom tab bar (PRODUCT §2). */
export function TabBar({ active }: { active: NavItem | undefined }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <Link
          key={tab.item}
          to={setPath(tab.path)}
          className={active === tab.item ? 'tab active' : 'tab'}
          aria-current={active === tab.item ? 'page' : undefined}
        >
          <span className="tab-icon" data-icon={tab.item} aria-hidden="true" />
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
