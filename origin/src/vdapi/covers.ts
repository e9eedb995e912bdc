// Cover pictures of highlight collections (/vdapi/img/cover/{id}.svg). Crests and avatars come from the
// engine; covers are drawn here from the collection id (colours) and its title, so nothing is stored.

const PALETTE = ['#0b6e4f', '#1d3557', '#6a040f', '#3a0ca3', '#7f5539', '#005f73', '#9d0208', '#283618'];

/** FNV-1a over the id's digits and a salt: a stable choice per collection. */
function hash(id: number, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${id}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

/** What fits the cover's band: whole graphemes (an emoji sequence or a flag is never cut), with an ellipsis. */
function bandText(title: string, max = 36): string {
  const graphemes = Array.from(
    new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(title),
    (g) => g.segment,
  );
  return graphemes.length > max ? `${graphemes.slice(0, max - 1).join('')}…` : title;
}

/**
 * A user's text set apart from the picture's own (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the
 * plain-text <bdi>): a right-to-left title runs right to left within itself and reorders nothing else.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A 16:9 cover: a pitch-coloured ground, a play mark and the title (a room's title is a user's text). */
export function coverSvg(id: number, title: string): string {
  const ground = PALETTE[hash(id, 'ground') % PALETTE.length] ?? '#0b6e4f';
  const band = PALETTE[hash(id, 'band') % PALETTE.length] ?? '#1d3557';
  const text = escapeXml(isolated(bandText(title)));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img">' +
    `<title>${escapeXml(isolated(title))}</title>` +
    `<rect width="320" height="180" fill="${ground}"/>` +
    '<rect x="10" y="10" width="300" height="160" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>' +
    '<line x1="160" y1="10" x2="160" y2="170" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>' +
    '<circle cx="160" cy="90" r="28" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>' +
    `<rect x="0" y="136" width="320" height="44" fill="${band}" fill-opacity="0.85"/>` +
    '<circle cx="160" cy="78" r="22" fill="#000000" fill-opacity="0.45"/><path d="M152 66 L172 78 L152 90 Z" fill="#ffffff"/>' +
    `<text x="160" y="163" font-family="Arial,Helvetica,sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">${text}</text>` +
    '</svg>'
  );
}
