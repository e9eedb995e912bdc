// The squads file writes clubs by their full names, which are not always a spelling the season files use:
// each such name → the key of the club of the shipped seasons it denotes. Names the club identities
// already know ("Arsenal FC", "FC Bayern München") need no row; a name that is not a shipped club
// (a second-division or foreign club) has none, and its players are not placed in a club squad.
export const SQUAD_CLUB_ALIASES: Readonly<Record<string, string>> = {
  'Atlético De Madrid': 'atletico-madrid',
  'Real Madrid C. F.': 'real-madrid',
  'RC Celta Vigo': 'celta-vigo',
  'RCD Espanyol': 'espanyol',
  'Atalanta Bergamo': 'atalanta',
  'Bologna FC': 'bologna',
  'Pisa SC': 'pisa',
  'US Sassuolo': 'sassuolo',
  'FC St. Pauli': 'st-pauli',
  'TSG Hoffenheim': 'hoffenheim',
  'Olympique Marseille': 'marseille',
  'RC Lens': 'lens',
  'RC Strasbourg': 'strasbourg',
  'Stade Rennais FC': 'rennes',
  'SL Benfica': 'benfica',
};
