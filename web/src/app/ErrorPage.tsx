import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../routing/routeSetContext';
import { isChunkLoadError, reloadToTarget } from './chunkReload';

/**
 * The error page (PRODUCT §2, §8). `notFoundPath` set: 'Page not found: {path}'; otherwise the
 * generic message with a way home and a reload.
 */
export function ErrorPage({ notFoundPath }: { notFoundPath?: string }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  return (
    <article className="page error-page" data-testid="error-page">
      <h1>{t('error.title')}</h1>
      <p className="error-message">
        {notFoundPath !== undefined ? t('error.notFound', { path: notFoundPath }) : t('error.generic')}
      </p>
      <p className="error-actions">
        <Link to={setPath('/')}>{t('error.backHome')}</Link>
        {notFoundPath === undefined && (
          <button type="button" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        )}
      </p>
    </article>
  );
}

interface BoundaryProps {
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Catches page errors: a missing chunk reloads the target path, anything else shows the error page. */
interface BoundaryState {
  error: unknown;
  key: string;
  /** A chunk error whose full reload was refused by the loop guard: show the error page. */
  reloadRefused: boolean;
}

export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey, reloadRefused: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey, reloadRefused: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      const target = `${window.location.pathname}${window.location.search}`;
      if (reloadToTarget(target)) return;
      this.setState({ reloadRefused: true });
    }
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return isChunkLoadError(this.state.error) && !this.state.reloadRefused ? (
        <ChunkReloading />
      ) : (
        <ErrorPage />
      );
    }
    return this.props.children;
  }
}

function ChunkReloading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}
