// The groups a match's statistics are shown in (docs/API.md, "Match statistics"). Here rather than
// beside the API's schemas, so a view that lists them does not pull every schema into its chunk.

/** The groups statistics are shown in, in this order. */
export const STAT_GROUPS = ['top', 'shots', 'attack', 'passes', 'defence', 'discipline'] as const;
export type StatGroupName = (typeof STAT_GROUPS)[number];
