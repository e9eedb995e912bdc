// @vitest-environment happy-dom
// A real match's ground, crowd and referee in each language, the crowd in the reader's digits; and the
// short "simulated" mark a modelled view carries while the match's details are the engine's.
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../i18n/i18n';
import { FULL_FILE_FACTS } from '../../../testing/matchFacts';
import { registerDetailMessages } from '../detailMessages';
import { MatchInfo } from './MatchInfo';
import { SimulatedMark } from './SimulatedMark';

const FACTS = FULL_FILE_FACTS;

describe('a real match told as the file has it', () => {
  beforeEach(async () => {
    await startI18n('en');
    registerDetailMessages(i18next);
  });
  afterEach(cleanup);

  it.each([
    ['cn', '球场', '观众', '主裁判', '60,315', '模拟'],
    ['en', 'Ground', 'Attendance', 'Referee', '60,315', 'Simulated'],
    ['vi', 'Sân', 'Khán giả', 'Trọng tài', '60.315', 'Mô phỏng'],
  ] as const)(
    '%s: ground, crowd and referee; the modelled views marked, and only those',
    async (locale, ground, crowd, ref, count, simulated) => {
      await i18next.changeLanguage(locale);
      const { container } = render(
        <div>
          <MatchInfo detail={{ venue: 'Anfield', attendance: 60315, referee: 'Anthony Taylor' }} />
          <SimulatedMark facts={FACTS} />
        </div>,
      );
      const text = container.textContent ?? '';
      for (const word of [ground, crowd, ref, 'Anfield', 'Anthony Taylor', count, simulated])
        expect(text).toContain(word);
      // Before kick-off (no crowd) and with no data at all, nothing is made up.
      cleanup();
      const before = render(
        <MatchInfo detail={{ venue: 'Anfield', attendance: null, referee: 'Anthony Taylor' }} />,
      );
      expect(before.container.querySelector('[data-info="attendance"]')).toBeNull();
      cleanup();
      expect(
        render(<MatchInfo detail={{ venue: '', attendance: null, referee: '' }} />).container.innerHTML,
      ).toBe('');
      cleanup();
      expect(render(<SimulatedMark facts={{ ...FACTS, details: 'file' }} />).container.innerHTML).toBe('');
    },
  );
});
