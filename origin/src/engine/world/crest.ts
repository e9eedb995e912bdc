// Generated crest and avatar images (SVG text), served by /vdapi as image/svg+xml.
import { int, pick, type Rng } from '../rng';

const PALETTE = [
  '#c8102e',
  '#034694',
  '#6cabdd',
  '#fdb913',
  '#132257',
  '#ef0107',
  '#00a650',
  '#7a263a',
  '#241f20',
  '#ffffff',
  '#f58220',
  '#5c2d91',
];
const SHAPES = [
  'M50 4 L92 18 L88 62 Q80 86 50 98 Q20 86 12 62 L8 18 Z',
  'M50 4 A46 46 0 1 1 49.9 4 Z',
  'M14 8 H86 V58 Q86 84 50 98 Q14 84 14 58 Z',
  'M50 2 L96 50 L50 98 L4 50 Z',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function colorsFor(rng: Rng): [string, string] {
  const a = pick(rng, PALETTE);
  let b = pick(rng, PALETTE);
  if (b === a) b = a === '#ffffff' ? '#241f20' : '#ffffff';
  return [a, b];
}

/** A shield with a stripe and the initials: about 600 bytes. */
export function crestSvg(rng: Rng, initials: string, primary: string, secondary: string): string {
  const shape = pick(rng, SHAPES);
  const stripe = int(rng, 0, 2);
  const band =
    stripe === 0
      ? `<rect x="40" y="0" width="20" height="100" fill="${secondary}" clip-path="url(#c)"/>`
      : stripe === 1
        ? `<rect x="0" y="38" width="100" height="18" fill="${secondary}" clip-path="url(#c)"/>`
        : `<path d="M0 100 L100 0 L100 24 L24 100 Z" fill="${secondary}" clip-path="url(#c)"/>`;
  const text = isLight(primary) ? '#241f20' : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>` +
    `<path d="${shape}" fill="${primary}" stroke="${secondary}" stroke-width="4"/>${band}` +
    `<text x="50" y="66" font-family="Arial,sans-serif" font-size="28" font-weight="700" text-anchor="middle" ` +
    `fill="${text}" stroke="${primary}" stroke-width="1">${escapeXml(initials)}</text></svg>`
  );
}

/** A colour light enough that white letters on it would not read (white, yellow, sky blue). */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** A round avatar with a letter, for anchors. */
export function avatarSvg(letter: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="42" font-family="Arial,sans-serif" ` +
    `font-size="28" text-anchor="middle" fill="#ffffff">${escapeXml(letter)}</text></svg>`
  );
}
