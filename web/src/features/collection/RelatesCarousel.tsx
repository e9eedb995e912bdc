import type { VideoCollectionSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { CollectionTile } from './CollectionList';
import { CAROUSEL_DEFAULTS } from './carousel';
import { useCollectionMessages } from './collectionMessages';

/** Related highlight collections (same match, league or tags) in a carousel with the PRODUCT §9 defaults. */
export default function RelatesCarousel({
  relates,
  wide,
}: {
  relates: readonly VideoCollectionSummary[];
  wide: boolean;
}) {
  useCollectionMessages();
  const { t } = useTranslation();
  if (relates.length === 0) return <p className="muted empty-state">{t('collection.noRelates')}</p>;
  return (
    <Swiper
      className="relates-carousel"
      modules={[Navigation, A11y]}
      {...CAROUSEL_DEFAULTS}
      navigation={wide}
      spaceBetween={12}
      // Three and a bit to a desktop window; a desktop page read on a phone shows a phone's one and a bit,
      // so a title is not squeezed into a quarter of 360 px and broken inside its words.
      slidesPerView={1.3}
      {...(wide ? { breakpoints: { 760: { slidesPerView: 3.2 } } } : {})}
      a11y={{
        prevSlideMessage: t('collection.previousSlide'),
        nextSlideMessage: t('collection.nextSlide'),
      }}
    >
      {relates.map((collection) => (
        <SwiperSlide key={collection.id}>
          <CollectionTile collection={collection} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
