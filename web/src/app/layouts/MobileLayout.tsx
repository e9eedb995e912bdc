import type { InitConfig, NavItem, PageChrome } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthAvatar } from '../../features/auth/AuthAvatar';
import { SiteLinks } from '../../features/footer/SiteLinks';
import { LanguageMenu } from '../../features/header/LanguageMenu';
import { SearchBox } from '../../features/header/SearchBox';
import { LiveMenu } from '../../features/mobile-nav/LiveMenu';
import { TabBar } from '../../features/mobile-nav/TabBar';
import { useSetPath } from '../../routing/routeSetContext';

export function MobileLayout({
  config,
  active,
  chrome,
  children,
}: {
  config: InitConfig | undefined;
  active: NavItem | undefined;
  /** The parts the page's entry names (PRODUCT §2: "a live menu on several pages"). */
  chrome: PageChrome;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  return (
    <div
      className={chrome.tabBar ? 'layout layout-mobile with-tab-bar' : 'layout layout-mobile'}
      data-route-set="mobile"
    >
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <header className="mobile-top">
        <Link to={setPath('/')} className="brand">
          {config?.logoUrl ? (
            <img src={config.logoUrl} alt="" width={28} height={28} />
          ) : (
            <span className="brand-mark" aria-hidden="true" />
          )}
          <span className="brand-name">{config?.siteName || t('site.name')}</span>
        </Link>
        <div className="mobile-top-tools">
          <LanguageMenu />
          <AuthAvatar />
        </div>
      </header>
      <div className="mobile-search">
        <SearchBox />
      </div>
      {chrome.liveMenu !== undefined && <LiveMenu />}
      <main id="main" className="main main-mobile" tabIndex={-1}>
        {children}
      </main>
      {chrome.footer && (
        <footer className="mobile-footer">
          <SiteLinks />
          {config && (
            <>
              <p>{config.aboutText}</p>
              <p>
                {config.contact.email && (
                  <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
                )}
              </p>
              <p>
                {config.copyright}{' '}
                {config.recordFiling.text && (
                  <a href={config.recordFiling.url} target="_blank" rel="noopener noreferrer">
                    {config.recordFiling.text}
                  </a>
                )}
              </p>
            </>
          )}
        </footer>
      )}
      {chrome.tabBar && <TabBar active={active} />}
    </div>
  );
}
