import { COMMENT_MAX_LENGTH, relativeTime, type VideoComment } from '@pitchside/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { usePageNow } from '../../render/renderEnv';
import { openSignIn } from '../auth/authEntry';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { toasts } from '../toast/toastStore';
import { LazyImage } from '../ui/LazyImage';
import { commentsQuery, postComment } from './collectionApi';
import { useCollectionMessages } from './collectionMessages';

/**
 * Relative times move on by themselves: "just now" becomes "1 minute ago". They start from the page's
 * instant (the server's, while hydrating), so the browser first draws what the server drew.
 */
function useNow(intervalMs = 30_000): number {
  const pageNow = usePageNow();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now ?? pageNow;
}

function CommentItem({ comment, now }: { comment: VideoComment; now: number }) {
  const { locale } = useViewer();
  return (
    <li className="comment">
      <LazyImage className="comment-avatar" src={comment.imageUrl} alt="" width={32} height={32} />
      <div className="comment-body">
        <div className="comment-head">
          {/* What users wrote is marked so: it is in their language, not the page's (e2e/pageText.ts). */}
          <strong data-user-text="" dir="auto">
            {comment.nickName}
          </strong>
          <time className="muted" dateTime={new Date(comment.createTime).toISOString()}>
            {/* A comment is never in the future: the server's clock may run a little ahead of ours. */}
            {relativeTime(comment.createTime, Math.max(now, comment.createTime), locale)}
          </time>
        </div>
        <p className="comment-text" data-user-text="">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

function CommentForm({ videoId }: { videoId: number }) {
  useCollectionMessages();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const fieldId = useId();
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    setError('');
    try {
      await postComment(videoId, trimmed);
      setText('');
      toasts.show(t('collection.commentPosted'), 'success');
      await client.resetQueries({ queryKey: ['collection', 'comments', videoId] });
      // The comment count on the tab and on the collection's tiles.
      void client.invalidateQueries({ queryKey: ['collection', 'detail'] });
      void client.invalidateQueries({ queryKey: ['collection', 'list'] });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 10003) openSignIn();
      setError(caught instanceof ApiError && caught.message ? caught.message : t('collection.commentFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('collection.commentLabel')}
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        placeholder={t('collection.commentPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="comment-form-foot">
        <span className="muted">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
        <button type="submit" className="primary-button" disabled={!trimmed || busy}>
          {busy ? t('collection.posting') : t('collection.post')}
        </button>
      </div>
    </form>
  );
}

/** Comments of a collection: newest first, a page at a time, posting when signed in (PRODUCT §2). */
export function CommentsTab({ videoId }: { videoId: number }) {
  useCollectionMessages();
  const { t } = useTranslation();
  const { user } = useViewer();
  const now = useNow();
  const comments = useInfiniteQuery(commentsQuery(videoId));
  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;

  return (
    <div className="comments">
      {user ? (
        <CommentForm videoId={videoId} />
      ) : (
        <p className="comment-sign-in">
          {t('collection.signInToComment')}{' '}
          <button type="button" className="link-button" onClick={() => openSignIn()}>
            {t('auth.signIn')}
          </button>
        </p>
      )}
      <QueryState query={comments} empty={list.length === 0} emptyText={t('collection.noComments')}>
        <p className="muted list-count">{t('collection.commentCount', { count: total })}</p>
        <ol className="comment-list">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} now={now} />
          ))}
        </ol>
        {comments.hasNextPage && (
          <button
            type="button"
            className="more-button"
            disabled={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {comments.isFetchingNextPage ? t('common.loading') : t('collection.moreComments')}
          </button>
        )}
      </QueryState>
    </div>
  );
}
