import { EVENT_NOTES } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { leaves } from '../../../i18n/messageTree';
import { CENTRE_MESSAGES } from './centreMessages';
import { eventNoteKey } from './eventNotes';

describe('timeline notes', () => {
  it('word every note code the origin sends, in cn, en and vi', () => {
    for (const text of EVENT_NOTES) {
      const key = eventNoteKey({ text, minute: 1 });
      expect(key, text).not.toBeNull();
      for (const messages of Object.values(CENTRE_MESSAGES)) {
        expect(leaves(messages).get(String(key)), `${text}`).toMatch(/\S/);
      }
    }
  });

  it('say which period a kick-off starts', () => {
    expect(eventNoteKey({ text: 'kick-off', minute: 1 })).toBe('eventNotes.kickOff');
    expect(eventNoteKey({ text: 'kick-off', minute: 46 })).toBe('eventNotes.secondHalf');
    expect(eventNoteKey({ text: 'kick-off', minute: 91 })).toBe('eventNotes.extraTime');
  });

  it('leave out what is no note or a code it does not know, never showing it as it came', () => {
    expect(eventNoteKey({ text: '', minute: 10 })).toBeNull();
    expect(eventNoteKey({ text: 'offside-check:overturned', minute: 10 })).toBeNull();
  });
});
