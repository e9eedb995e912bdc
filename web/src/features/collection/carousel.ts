/** PRODUCT §9 carousel defaults, handed to every swiper of the site. */
export const CAROUSEL_DEFAULTS = {
  speed: 300,
  threshold: 5,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  resistanceRatio: 0.85,
} as const;
