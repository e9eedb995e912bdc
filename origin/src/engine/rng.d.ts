export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
}
export declare function mulberry32(seed: number): Rng;
/** Mixes a seed with keys into a new 32-bit seed (FNV-1a over the keys, then a murmur finaliser). */
export declare function deriveSeed(seed: number, ...keys: (string | number)[]): number;
export declare function rngFor(seed: number, ...keys: (string | number)[]): Rng;
/** Integer in [min, max]. */
export declare function int(rng: Rng, min: number, max: number): number;
export declare function chance(rng: Rng, p: number): boolean;
export declare function pick<T>(rng: Rng, items: readonly T[]): T;
/** Index drawn with the given (non-negative) weights. */
export declare function weightedIndex(rng: Rng, weights: readonly number[]): number;
/** Poisson sample (Knuth; the engine's rates are small). */
export declare function poisson(rng: Rng, lambda: number): number;
/** Gaussian (Box-Muller). */
export declare function normal(rng: Rng, mean: number, sd: number): number;
export declare function shuffle<T>(rng: Rng, items: T[]): T[];
