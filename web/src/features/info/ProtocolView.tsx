import { useTranslation } from 'react-i18next';
import './info.css';
import { useInfoMessages } from './infoMessages';

const SECTIONS = ['scope', 'account', 'conduct', 'data', 'cookies', 'changes'] as const;

/** /protocol: the terms of use and privacy policy, in the reader's language. */
export function ProtocolView() {
  useInfoMessages();
  const { t } = useTranslation();
  return (
    <article className="page info-page protocol-page">
      <h1>{t('pages.protocol.title')}</h1>
      <p className="muted">{t('info.protocol.updated')}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`protocol-${key}`}>
          <h2 id={`protocol-${key}`}>{t(`info.protocol.${key}.title`)}</h2>
          <p>{t(`info.protocol.${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
