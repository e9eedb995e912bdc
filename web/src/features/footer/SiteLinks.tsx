import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';

/**
 * The pages no menu leads to (PRODUCT §2): leagues, search, about, the policy (in a new tab, as its
 * links open it), order and steward. In the footer of both layouts, so each is a tap away from home.
 */
const SITE_LINKS = [
  { path: '/special', label: 'pages.special.title' },
  { path: '/search', label: 'pages.search.title' },
  { path: '/about', label: 'pages.about.title' },
  { path: '/protocol', label: 'pages.protocol.title', newTab: true },
  { path: '/product/order', label: 'pages.productOrder.title' },
  { path: '/product/steward', label: 'pages.productSteward.title' },
] as const;

export function SiteLinks() {
  const { t } = useTranslation();
  const setPath = useSetPath();
  return (
    <nav className="site-links" aria-label={t('footer.siteLinks')}>
      <ul>
        {SITE_LINKS.map((link) => (
          <li key={link.path}>
            {'newTab' in link ? (
              <a href={setPath(link.path)} target="_blank" rel="noopener">
                {t(link.label)}
              </a>
            ) : (
              <Link to={setPath(link.path)}>{t(link.label)}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
