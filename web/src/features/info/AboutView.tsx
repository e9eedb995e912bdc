import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initConfigQuery } from '../../api/queries';
import { useSetPath } from '../../routing/routeSetContext';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { ContactList } from './ContactList';
import './info.css';
import { useInfoMessages } from './infoMessages';

/** /about: the site's own words (initconfig aboutText), contacts, follow code and the policy link. */
export function AboutView() {
  useInfoMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const setPath = useSetPath();
  const config = useQuery(initConfigQuery(locale));
  const data = config.data;
  return (
    <article className="page info-page">
      <h1>{t('pages.about.title')}</h1>
      <QueryState query={config} empty={!data} emptyText={t('info.empty')}>
        {data && (
          <>
            <section aria-labelledby="about-site">
              <h2 id="about-site">{data.siteName}</h2>
              <p>{data.aboutText}</p>
              <p className="muted">{t('info.aboutMore')}</p>
            </section>
            <section aria-labelledby="about-contact">
              <h2 id="about-contact">{t('info.contactHeading')}</h2>
              <div className="about-contact">
                <ContactList contact={data.contact} />
                {data.followQrCodeUrl && (
                  <figure className="follow-code">
                    <img src={data.followQrCodeUrl} alt={t('info.followCode')} width={120} height={120} />
                    <figcaption className="muted">{t('info.followCode')}</figcaption>
                  </figure>
                )}
              </div>
            </section>
            <nav className="info-links" aria-label={t('info.linksLabel')}>
              {/* PRODUCT §2: the policy opens in a new tab from links. */}
              <a href={setPath('/protocol')} target="_blank" rel="noopener">
                {t('info.protocolLink')}
              </a>
              <Link to={setPath('/product/steward')}>{t('pages.productSteward.title')}</Link>
              <Link to={setPath('/product/order')}>{t('pages.productOrder.title')}</Link>
            </nav>
            <p className="muted">{data.copyright}</p>
          </>
        )}
      </QueryState>
    </article>
  );
}
