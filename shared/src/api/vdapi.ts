// Answers of the match-data calls (/vdapi), by area. The origin encrypts `data` with the shared codec; once
// decoded, `data` must match the schema of its call (PRODUCT.md §7 names the calls, docs/API.md their
// answers); these shapes follow the sample fields of PRODUCT.md §3 (Match, League entry, Contact info) and
// extend them. Times are milliseconds since the epoch; ids are positive integers; names come in the
// request's language. The REST table names each answer from here (`Answers.MatchDetailSchema`).
export * from './anchors';
export * from './leagues';
export * from './matchDetail';
export * from './matches';
export * from './matchOdds';
export * from './siteConfig';
export * from './videos';
