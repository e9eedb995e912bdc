// TEMPORARY stand-in for ./identity (established cn/en/vi names), until that module lands: English
// everywhere, a transliteration into cn. Same interface; identityPort.ts switches to the real one.
import { transliterate as hanzi } from './names';
import type { LocalizedText } from './types';

const all = (text: string, cn = text): LocalizedText => ({ cn, en: text, vi: text });
const bare = (name: string) => name.replace(/\s*\([A-Z]{3}\)$/, '').trim();

export interface TeamIdentity {
  key: string;
  name: LocalizedText;
  short: LocalizedText;
  /** FIFA trigram of the club's or nation's country. */
  country: string;
  kind: 'club' | 'nation';
}

export function teamIdentity(fileTeamName: string): TeamIdentity {
  const name = bare(fileTeamName);
  const code = /\(([A-Z]{3})\)$/.exec(fileTeamName)?.[1] ?? '';
  const club =
    /\b(FC|CF|AC|SC|SV|BC|AFC|United|City|Club|Calcio|Real|Sporting|Athletic|Olympique|Stade|Borussia|Bayer|RB|VfB|VfL|TSG|SSC|AS|FK|SK|OSC|RC|Inter|Internazionale|Juventus|Atalanta|Celtic|PSV|Feyenoord|Benfica|Galatasaray)\b/.test(
      name,
    );
  const short = name.replace(/\s+(FC|CF|AFC)$/, '');
  return {
    key: name.toLowerCase(),
    name: all(name, hanzi(name)),
    short: all(short, hanzi(short)),
    country: code,
    kind: club || code !== '' ? 'club' : 'nation',
  };
}

export function competitionIdentity(fileOrName: string): {
  key: string;
  name: LocalizedText;
  short: LocalizedText;
} {
  return { key: fileOrName.toLowerCase(), name: all(fileOrName), short: all(fileOrName) };
}

export function roundName(raw: string): LocalizedText {
  return all(raw);
}

export function playerName(raw: string): LocalizedText {
  return all(raw, hanzi(raw));
}

export function playerKey(raw: string, teamKey: string): string {
  return `${teamKey}|${raw.toLowerCase()}`;
}

export function transliterate(latin: string): string {
  return hanzi(latin);
}
