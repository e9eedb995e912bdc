import { applyPatch, type JsonValue } from '@pitchside/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffState } from './diff';

const json: fc.Arbitrary<JsonValue> = fc
  .letrec<{ value: JsonValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom<JsonValue>(null, true, false, 0, 1, 2, 'a', 'b', ''),
      fc.integer(),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('1', '2', '3', 'id', 'score', '__proto__', 'a/b'), tie('value'), {
        maxKeys: 5,
      }),
    ),
  }))
  .value.map((value) => JSON.parse(JSON.stringify(value)) as JsonValue);

describe('diffState + applyPatch', () => {
  it('applying the diff of two states to the first gives exactly the second', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        const frozen = structuredClone(before);
        const next = applyPatch(before, diffState(before, after));
        expect(next).toStrictEqual(after);
        // The held state is never mutated, so a client can keep comparing by reference.
        expect(before).toStrictEqual(frozen);
      }),
      { numRuns: 2000 },
    );
  });

  it('one changed score is one small op', () => {
    const before = {
      '101': { homeScore: 0, awayScore: 1, status: 1 },
      '102': { homeScore: 2, awayScore: 2 },
    };
    const after = { ...before, '101': { homeScore: 1, awayScore: 1, status: 1 } };
    expect(diffState(before, after)).toEqual([[['101', 'homeScore'], 1]]);
  });

  it('an added and a removed match are a set and a delete', () => {
    const before = { '1': { a: 1 }, '2': { a: 2 } };
    const after = { '2': { a: 2 }, '3': { a: 3 } };
    expect(diffState(before, after)).toEqual([[['1']], [['3'], { a: 3 }]]);
  });

  it('equal states give no ops', () => {
    expect(diffState({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
