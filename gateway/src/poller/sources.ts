// The poller's view of a topic: the call that feeds it and how its answer becomes the topic's state
// (both from the shared contract, contract/topicSources.ts), the language to ask in, and a compiled
// check of the answer against the call's schema in the shared REST table.
import {
  type LangHeader,
  localeToLangHeader,
  type ParsedTopic,
  type TopicSource,
  topicSourceOf,
} from '@pitchside/shared';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

export type PolledTopic = TopicSource & {
  lang: LangHeader;
  /** Returns the first schema error, or null when the payload matches. */
  check(payload: unknown): string | null;
};

type Check = (payload: unknown) => string | null;

/** One compiled validator per answer schema, made on first use. */
const checks = new Map<TSchema, Check>();

function checkOf(schema: TSchema): Check {
  let check = checks.get(schema);
  if (!check) {
    const validator = Compile(schema);
    check = (payload) => {
      if (validator.Check(payload)) return null;
      for (const error of validator.Errors(payload)) return `${error.instancePath || '/'} ${error.message}`;
      return 'does not match';
    };
    checks.set(schema, check);
  }
  return check;
}

export function topicSource(topic: ParsedTopic): PolledTopic {
  const source = topicSourceOf(topic);
  return { ...source, lang: localeToLangHeader(topic.locale), check: checkOf(source.call.answer) };
}
