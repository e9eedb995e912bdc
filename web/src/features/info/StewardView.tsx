import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiCall } from '../../api/client';
import { initConfigQuery } from '../../api/queries';
import { SignInOffer } from '../auth/SignInOffer';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { toasts } from '../toast/toastStore';
import { ContactList } from './ContactList';
import './info.css';
import { useInfoMessages } from './infoMessages';

/** Longest feedback the accounts service takes (docs/API.md, /userapi/feedback). */
const FEEDBACK_MAX = 2000;

function FeedbackForm() {
  useInfoMessages();
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const contentId = useId();
  const contactId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || busy) return;
    setBusy(true);
    setError('');
    try {
      await apiCall('POST /userapi/feedback', {
        body: { content: content.trim(), contact: contact.trim() || undefined },
      });
      setContent('');
      setContact('');
      toasts.show(t('info.steward.sent'), 'success');
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('info.steward.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={contentId}>{t('info.steward.content')}</label>
      <textarea
        id={contentId}
        rows={4}
        maxLength={FEEDBACK_MAX}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <label htmlFor={contactId}>{t('info.steward.contact')}</label>
      <input
        id={contactId}
        maxLength={200}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary-button" disabled={!content.trim() || busy}>
        {busy ? t('info.steward.sending') : t('info.steward.send')}
      </button>
    </form>
  );
}

/** /product/steward: the steward (customer service) channels and a message to them. */
export function StewardView() {
  useInfoMessages();
  const { t } = useTranslation();
  const { locale, user } = useViewer();
  const config = useQuery(initConfigQuery(locale));
  return (
    <article className="page info-page">
      <h1>{t('pages.productSteward.title')}</h1>
      <p>{t('info.steward.intro')}</p>
      <section aria-labelledby="steward-contact">
        <h2 id="steward-contact">{t('info.contactHeading')}</h2>
        <QueryState query={config} empty={!config.data} emptyText={t('info.empty')} rows={2}>
          {config.data && <ContactList contact={config.data.contact} />}
        </QueryState>
      </section>
      <section aria-labelledby="steward-feedback">
        <h2 id="steward-feedback">{t('info.steward.feedbackHeading')}</h2>
        {user ? <FeedbackForm /> : <SignInOffer text={t('info.steward.signIn')} />}
      </section>
    </article>
  );
}
