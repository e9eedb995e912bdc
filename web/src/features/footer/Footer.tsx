import type { InitConfig } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../ui/LazyImage';
import { SiteLinks } from './SiteLinks';

/**
 * The footer (PRODUCT §2): follow QR code, contact, about text, copyright, record filing; from initconfig.
 * It is the page's one contentinfo landmark; its parts are headed blocks, not regions of their own, so
 * a page with a contact section of its own (about, steward) has one region of that name.
 */
export function Footer({ config }: { config: InitConfig | undefined }) {
  const { t } = useTranslation();
  if (!config) {
    return (
      <footer className="site-footer">
        <SiteLinks />
      </footer>
    );
  }
  const { contact } = config;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {config.followQrCodeUrl && (
          <div className="footer-follow">
            <h2 id="footer-follow">{t('footer.follow')}</h2>
            <LazyImage src={config.followQrCodeUrl} alt={t('footer.followAlt')} width={96} height={96} />
          </div>
        )}
        <div className="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <dl>
            {contact.qq && (
              <>
                <dt>{t('footer.qq')}</dt>
                <dd>{contact.qq}</dd>
              </>
            )}
            {contact.phone && (
              <>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </dd>
              </>
            )}
            {contact.email && (
              <>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            )}
          </dl>
        </div>
        <div className="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <p>{config.aboutText}</p>
        </div>
      </div>
      <SiteLinks />
      <div className="footer-legal">
        <span>{config.copyright}</span>
        {config.recordFiling.text && (
          <a href={config.recordFiling.url} target="_blank" rel="noopener noreferrer">
            {config.recordFiling.text}
          </a>
        )}
      </div>
    </footer>
  );
}
