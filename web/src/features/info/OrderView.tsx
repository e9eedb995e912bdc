import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { initConfigQuery } from '../../api/queries';
import { SignInOffer } from '../auth/SignInOffer';
import { useViewer } from '../session/useViewer';
import './info.css';
import { useInfoMessages } from './infoMessages';

const PLANS = ['hd', 'adFree', 'replay'] as const;

/**
 * /product/order: what can be ordered and the reader's orders. Orders are placed in the app, so the
 * web page describes the plans, links to the app and lists no orders of its own.
 */
export function OrderView() {
  useInfoMessages();
  const { t } = useTranslation();
  const { locale, user } = useViewer();
  const config = useQuery(initConfigQuery(locale));
  return (
    <article className="page info-page">
      <h1>{t('pages.productOrder.title')}</h1>
      <section aria-labelledby="order-plans">
        <h2 id="order-plans">{t('info.order.plansHeading')}</h2>
        <ul className="plan-list">
          {PLANS.map((plan) => (
            <li key={plan} className="plan">
              <strong>{t(`info.order.plan.${plan}.name`)}</strong>
              <span>{t(`info.order.plan.${plan}.text`)}</span>
            </li>
          ))}
        </ul>
        <p>
          {t('info.order.inApp')}{' '}
          {config.data?.appDownloadUrl && (
            <a href={config.data.appDownloadUrl} target="_blank" rel="noopener">
              {t('header.download')}
            </a>
          )}
        </p>
      </section>
      <section aria-labelledby="order-mine">
        <h2 id="order-mine">{t('info.order.mineHeading')}</h2>
        {user ? (
          <p className="muted empty-state">{t('info.order.none')}</p>
        ) : (
          <SignInOffer text={t('info.order.signIn')} />
        )}
      </section>
    </article>
  );
}
