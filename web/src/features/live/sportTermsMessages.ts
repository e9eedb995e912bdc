// Each sport's own terms (basketball quarters and game clock, esports games and series) and the state
// of a market that is not open (after its name on a card: "1X2 suspended"), in cn, en and vi. They travel with the full card's chunk and the detail
// page, not with the phone's first download (i18n/featureMessages.ts).
import type { FeatureMessages } from '../../i18n/featureMessages';

const cn = {
  terms: {
    quarter: '第{{n}}节',
    quarterEnd: '第{{n}}节结束',
    overtime: '加时{{n}}',
    final: '完场',
    game: '第{{n}}局',
    gameBreak: '局间休息',
    bestOf: 'BO{{n}}',
    odds: '指数',
    suspended: '封盘',
    closed: '已封盘',
    winner: '（胜）',
  },
};

export const sportTermsMessages: FeatureMessages<typeof cn> = {
  cn,
  en: {
    terms: {
      quarter: 'Q{{n}}',
      quarterEnd: 'End of Q{{n}}',
      overtime: 'OT{{n}}',
      final: 'Final',
      game: 'Game {{n}}',
      gameBreak: 'Between games',
      bestOf: 'Best of {{n}}',
      odds: 'Odds',
      suspended: 'suspended',
      closed: 'closed',
      winner: '(winner)',
    },
  },
  vi: {
    terms: {
      quarter: 'Hiệp {{n}}',
      quarterEnd: 'Hết hiệp {{n}}',
      overtime: 'Hiệp phụ {{n}}',
      final: 'Kết thúc',
      game: 'Ván {{n}}',
      gameBreak: 'Nghỉ giữa ván',
      bestOf: 'BO{{n}}',
      odds: 'Kèo',
      suspended: 'tạm khóa',
      closed: 'đã đóng',
      winner: '(thắng)',
    },
  },
};
