import type { VideoCollectionSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { channelTagsQuery, clipLength, collectionsQuery, viewsLabel } from './collectionApi';
import './collection.css';
import { Pager } from '../lists/Pager';
import { useCollectionMessages } from './collectionMessages';

/** A highlight collection's tile: cover, length, title, league, views; opens /matches/detail/{id}. */
export function CollectionTile({ collection }: { collection: VideoCollectionSummary }) {
  useCollectionMessages();
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const views = viewsLabel(collection.views, i18n.language);
  return (
    <Link className="collection-tile" to={setPath(`/matches/detail/${collection.id}`)}>
      <span className="collection-cover">
        <LazyImage src={collection.cover} alt="" width={320} height={180} />
        <span className="collection-length">{clipLength(collection.duration)}</span>
      </span>
      <span className="collection-title">{collection.title}</span>
      <span className="collection-meta muted">
        {collection.leagueName} · {views !== null && <>{t('collection.views', { views })} · </>}
        {t('collection.commentCount', { count: collection.commentCount })}
      </span>
    </Link>
  );
}

/** Highlight collections, newest first, by channel tag, a page at a time. */
export function CollectionList() {
  useCollectionMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const tags = useQuery(channelTagsQuery(locale));
  const collections = useQuery(collectionsQuery(locale, tagId, page));
  const list = collections.data?.list ?? [];
  const pick = (id: number | undefined) => {
    setTagId(id);
    setPage(1);
  };
  return (
    <section className="collections" aria-labelledby="collections-heading">
      <h2 id="collections-heading">{t('collection.heading')}</h2>
      {tags.data && tags.data.list.length > 0 && (
        <fieldset className="chip-row">
          <legend className="visually-hidden">{t('collection.tags')}</legend>
          <button
            type="button"
            className={tagId === undefined ? 'chip active' : 'chip'}
            aria-pressed={tagId === undefined}
            onClick={() => pick(undefined)}
          >
            {t('collection.allTags')}
          </button>
          {tags.data.list.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className={tagId === tag.id ? 'chip active' : 'chip'}
              aria-pressed={tagId === tag.id}
              onClick={() => pick(tag.id)}
            >
              {tag.name}
            </button>
          ))}
        </fieldset>
      )}
      <QueryState query={collections} empty={list.length === 0} emptyText={t('collection.empty')} rows={3}>
        <ul className="collection-grid">
          {list.map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} />
            </li>
          ))}
        </ul>
        {(page > 1 || collections.data?.hasMore) && (
          <Pager page={page} hasMore={collections.data?.hasMore} onPage={setPage} />
        )}
      </QueryState>
    </section>
  );
}
