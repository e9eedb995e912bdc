// A card's kick-off time. Intl.DateTimeFormat is slow to make (a list of cards made one per card per
// render, most of the cards' own work when a phone hydrates a live list): one per language and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

export function kickOffText(language: string, timeZone: string | undefined, time: number): string {
  const key = `${language}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    formats.set(key, format);
  }
  return format.format(time);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A kick-off's time of day alone ("15:00"), for a list of one day. */
export function kickOffClock(language: string, timeZone: string | undefined, time: number): string {
  const key = `${language}|${timeZone ?? ''}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    clocks.set(key, format);
  }
  return format.format(time);
}
