// URLs of the pictures served under /vdapi/img/… (routes in index.ts), so logos are real URLs.
// team and league: the engine's crests; anchor: the engine's avatars; cover and room: covers.ts.

export type PictureKind = 'team' | 'league' | 'anchor' | 'cover' | 'room';

export const PICTURE_KINDS: readonly PictureKind[] = ['team', 'league', 'anchor', 'cover', 'room'];

export function picturePath(kind: PictureKind, id: number): string {
  return `/vdapi/img/${kind}/${id}.svg`;
}
