// URLs of the pictures served under /vdapi/img/… (routes in index.ts), so logos are real URLs.
// team and league: the engine's crests; anchor: the engine's avatars; cover and room: covers.ts.
import { type Locale, localeToLangHeader } from '@pitchside/shared';

export type PictureKind = 'team' | 'league' | 'anchor' | 'cover' | 'room';

export const PICTURE_KINDS: readonly PictureKind[] = ['team', 'league', 'anchor', 'cover', 'room'];

/** Pictures with words on them (a collection's or a room's title): one per language. */
const WORDED: ReadonlySet<PictureKind> = new Set(['cover', 'room']);

/**
 * The picture's URL. A cover carries its title, so its URL names the language (`?lang=en`): an
 * `<img>` cannot send the `lang` header, and without it every reader would see the Chinese title.
 */
export function picturePath(kind: PictureKind, id: number, locale?: Locale): string {
  const path = `/vdapi/img/${kind}/${id}.svg`;
  return locale && WORDED.has(kind) ? `${path}?lang=${localeToLangHeader(locale)}` : path;
}
