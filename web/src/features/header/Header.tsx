import type { InitConfig, NavItem } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { AuthAvatar } from '../auth/AuthAvatar';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';
import { SpecialMenu } from './SpecialMenu';

const NAV_LINKS = [
  { item: 'home', path: '/', label: 'nav.home' },
  { item: 'football', path: '/zq', label: 'nav.football' },
  { item: 'live', path: '/live', label: 'nav.live' },
  { item: 'matches', path: '/matches', label: 'nav.matches' },
] as const;

/** The desktop header (PRODUCT §2), filled from initconfig. */
export function Header({ config, active }: { config: InitConfig | undefined; active: NavItem | undefined }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const siteName = config?.siteName || t('site.name');

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to={setPath('/')} className="brand">
          {config?.logoUrl ? (
            <img src={config.logoUrl} alt="" width={32} height={32} />
          ) : (
            <span className="brand-mark" aria-hidden="true" />
          )}
          <span className="brand-name">{siteName}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="main-nav">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.item}
              to={setPath(link.path)}
              className={active === link.item ? 'nav-item active' : 'nav-item'}
              aria-current={active === link.item ? 'page' : undefined}
            >
              {t(link.label)}
            </Link>
          ))}
          <SpecialMenu leagues={config?.leagueMenu ?? []} active={active === 'special'} />
        </nav>
        <div className="header-tools">
          {config?.appDownloadUrl && (
            <a
              className="download-button"
              href={config.appDownloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={t('header.downloadHint')}
            >
              {t('header.download')}
            </a>
          )}
          <SearchBox />
          <LanguageMenu />
          <AuthAvatar />
        </div>
      </div>
    </header>
  );
}
