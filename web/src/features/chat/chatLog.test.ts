import type { ChatMessage, ChatNotice } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import {
  CHAT_LOG_LIMIT,
  type ChatEntry,
  compareMessageIds,
  withHistory,
  withMessage,
  withNotice,
  withoutMessage,
} from './chatLog';

const message = (id: string, ts: number): ChatMessage => ({
  id,
  room: 'match:1',
  userId: '1',
  nickName: 'A',
  avatar: '',
  text: id,
  ts,
  moderator: false,
});
const notice = (ts: number): ChatNotice => ({
  room: 'match:1',
  kind: 'slowmode_off',
  key: 'notices.slowmode_off',
  params: {},
  message: 'off',
  ts,
});
const ids = (log: ChatEntry[]) => log.map((e) => (e.kind === 'message' ? e.message.id : `n${e.notice.ts}`));

describe('chat log', () => {
  it('orders ids as numbers', () => {
    expect(compareMessageIds('9-0', '10-0')).toBeLessThan(0);
    expect(compareMessageIds('10-2', '10-10')).toBeLessThan(0);
  });

  it('merges a history with what is held, without duplicates, keeping notices in time order', () => {
    let log = withHistory([], [message('1-0', 1), message('2-0', 2)]);
    log = withNotice(log, notice(2));
    log = withMessage(log, message('3-0', 3));
    log = withMessage(log, message('3-0', 3));
    expect(ids(log)).toEqual(['1-0', '2-0', 'n2', '3-0']);
    log = withHistory(log, [message('2-0', 2), message('3-0', 3), message('4-0', 4)]);
    expect(ids(log)).toEqual(['1-0', '2-0', 'n2', '3-0', '4-0']);
  });

  it('deletes by id and returns the same log when nothing changes', () => {
    const log = withHistory([], [message('1-0', 1)]);
    expect(withoutMessage(log, '9-9')).toBe(log);
    expect(withMessage(log, message('1-0', 1))).toBe(log);
    expect(ids(withoutMessage(log, '1-0'))).toEqual([]);
  });

  it('keeps at most the newest entries', () => {
    let log: ChatEntry[] = [];
    for (let i = 1; i <= CHAT_LOG_LIMIT + 20; i++) log = withMessage(log, message(`${i}-0`, i));
    expect(log).toHaveLength(CHAT_LOG_LIMIT);
    expect(ids(log)[0]).toBe('21-0');
  });
});
