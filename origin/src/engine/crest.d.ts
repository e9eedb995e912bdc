import { type Rng } from './rng';
export declare function colorsFor(rng: Rng): [string, string];
/** A shield with a stripe and the initials: about 600 bytes. */
export declare function crestSvg(rng: Rng, initials: string, primary: string, secondary: string): string;
export declare function initialsOf(name: string): string;
/** A round avatar with a letter, for anchors. */
export declare function avatarSvg(letter: string, color: string): string;
