import { type Static, Type } from 'typebox';
import type { FootballScript } from './football';
import { type Rng } from './rng';
import type { ReplayFixture, ReplayMatch, Side } from './types';
export declare const ReplayFileSchema: Type.TObject<{
  name: Type.TString;
  matches: Type.TArray<
    Type.TObject<{
      round: Type.TString;
      date: Type.TString;
      time: Type.TOptional<Type.TString>;
      team1: Type.TString;
      team2: Type.TString;
      score: Type.TObject<{
        ft: Type.TTuple<[Type.TInteger, Type.TInteger]>;
        ht: Type.TOptional<Type.TTuple<[Type.TInteger, Type.TInteger]>>;
        et: Type.TOptional<Type.TTuple<[Type.TInteger, Type.TInteger]>>;
        p: Type.TOptional<Type.TTuple<[Type.TInteger, Type.TInteger]>>;
      }>;
      goals1: Type.TOptional<
        Type.TArray<
          Type.TObject<{
            name: Type.TString;
            minute: Type.TInteger;
            offset: Type.TOptional<Type.TInteger>;
            penalty: Type.TOptional<Type.TBoolean>;
            owngoal: Type.TOptional<Type.TBoolean>;
          }>
        >
      >;
      goals2: Type.TOptional<
        Type.TArray<
          Type.TObject<{
            name: Type.TString;
            minute: Type.TInteger;
            offset: Type.TOptional<Type.TInteger>;
            penalty: Type.TOptional<Type.TBoolean>;
            owngoal: Type.TOptional<Type.TBoolean>;
          }>
        >
      >;
      group: Type.TOptional<Type.TString>;
      ground: Type.TOptional<Type.TString>;
    }>
  >;
}>;
export type ReplayFile = Static<typeof ReplayFileSchema>;
export declare class ReplayFileError extends Error {
  name: string;
}
/**
 * Disagreements the replay survives: a half-time score that the goal minutes contradict (the 2018
 * file has two: Japan v Poland and Senegal v Colombia list ht 0-1 for goals at 59' and 74'). The
 * replay follows the goals, so its half-time score is the one the minutes give.
 */
export declare function replayWarnings(file: ReplayFixture): string[];
/** Validates parsed JSON as an openfootball file; throws a ReplayFileError listing every problem. */
export declare function parseReplay(json: unknown, source?: string): ReplayFixture;
/** Reads and validates an openfootball JSON file. */
export declare function loadReplayFile(path: string): Promise<ReplayFixture>;
/** `--replay FILE` on the command line, else REPLAY_FILE in the environment. */
export declare function replayPathFrom(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): string | undefined;
/** A shoot-out kick sequence (home first each round) ending exactly at the file's score. */
export declare function shootoutKicks(
  rng: Rng,
  target: [number, number],
): {
  side: Side;
  scored: boolean;
}[];
/** The script of one replayed match: its goals (minute, stoppage offset, scorer), extra time and shoot-out. */
export declare function replayScript(rng: Rng, m: ReplayMatch): FootballScript;
