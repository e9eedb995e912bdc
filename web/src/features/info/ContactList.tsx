import type { InitConfig } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useInfoMessages } from './infoMessages';

/** The site's contact channels from initconfig (PRODUCT §3 contact info); empty ones are left out. */
export function ContactList({ contact }: { contact: InitConfig['contact'] }) {
  useInfoMessages();
  const { t } = useTranslation();
  const rows = (['qq', 'weixin', 'phone', 'email', 'address'] as const).filter((key) => contact[key]);
  return (
    <dl className="contact-list">
      {rows.map((key) => (
        <div key={key}>
          <dt>{t(`info.contact.${key}`)}</dt>
          <dd>
            {key === 'email' ? (
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            ) : key === 'phone' ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            ) : (
              contact[key]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
