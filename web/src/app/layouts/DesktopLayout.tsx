import type { InitConfig, NavItem } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../features/footer/Footer';
import { Header } from '../../features/header/Header';
import { LiveMenu } from '../../features/mobile-nav/LiveMenu';

/** PRODUCT §2: the full header and footer are the desktop layout's (the mobile one has its top bar). */
export function DesktopLayout({
  config,
  active,
  liveMenu = false,
  children,
}: {
  config: InitConfig | undefined;
  active: NavItem | undefined;
  /** The live pages' section switcher (basketball, esports, video…), as the phone has it. */
  liveMenu?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="layout layout-pc" data-route-set="pc">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header config={config} active={active} />
      <main id="main" className="main main-pc" tabIndex={-1}>
        {liveMenu && <LiveMenu />}
        {children}
      </main>
      <Footer config={config} />
    </div>
  );
}
