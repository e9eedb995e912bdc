import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** PRODUCT §9: an image loads once a tenth of it is visible. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/** A transparent pixel until then, so the box keeps its size without a broken-image icon. */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string };

export function LazyImage({ src, alt, className, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // The placeholder first, on the server as in the browser, so hydration finds what it drew.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <img
      ref={ref}
      src={visible && src ? src : PLACEHOLDER}
      data-loaded={visible && src ? 'true' : undefined}
      alt={alt}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      decoding="async"
      {...rest}
    />
  );
}
