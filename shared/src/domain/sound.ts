/** Goal-alert sound filter (PRODUCT §2): values '' (all), 0 lightning, 1 frog, 3 whistle, 4 applause, 5 cheer. */
export const SOUND_FILTERS = [
  { value: '', key: 'all' },
  { value: 0, key: 'lightning' },
  { value: 1, key: 'frog' },
  { value: 3, key: 'whistle' },
  { value: 4, key: 'applause' },
  { value: 5, key: 'cheer' },
] as const;

export type SoundFilter = (typeof SOUND_FILTERS)[number];
export type SoundFilterValue = SoundFilter['value'];
export type SoundFilterKey = SoundFilter['key'];
