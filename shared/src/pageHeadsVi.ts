// The page heads in Vietnamese (pageHeads.ts): a module of its own, so the web bundle of one language
// carries that language's heads alone.
import type { PageHeadSet } from './pageHeadSet';

export const PAGE_HEADS_VI: PageHeadSet = {
  home: {
    title: 'Pitchside - trực tiếp bóng đá, tỷ số và lịch thi đấu',
    keywords: 'trực tiếp bóng đá, tỷ số trực tuyến, lịch thi đấu, tỷ lệ kèo, đội hình',
    description:
      'Pitchside mang đến trực tiếp bóng đá, tỷ số trực tuyến, lịch thi đấu, kết quả, tỷ lệ, đội hình và nhận định.',
  },
  zq: {
    title: 'Trận bóng đá - Pitchside',
    keywords: 'trận bóng đá, trực tiếp bóng đá, tỷ số trực tuyến',
    description: 'Trực tiếp bóng đá, tỷ số trực tuyến và số liệu trận đấu.',
  },
  live: {
    title: 'Trực tiếp - Pitchside',
    keywords: 'trực tiếp, bóng đá, bóng rổ, thể thao điện tử',
    description: 'Trực tiếp bóng đá, bóng rổ, thể thao điện tử và video.',
  },
  liveStreams: {
    title: 'Trận có luồng trực tiếp - Pitchside',
    keywords: 'luồng trực tiếp, bình luận viên, trực tiếp bóng đá',
    description:
      'Các trận đang diễn ra có luồng trực tiếp: luồng của bình luận viên và luồng thật của trận đấu. Hình thử nghiệm được ghi rõ là thử nghiệm.',
  },
  matches: {
    title: 'Lịch thi đấu và kết quả - Pitchside',
    keywords: 'lịch thi đấu, kết quả, trận nổi bật, bình luận viên',
    description: 'Lịch thi đấu mới nhất, kết quả, trận nổi bật và bình luận viên.',
  },
  user: {
    title: 'Trang cá nhân - Pitchside',
    keywords: 'trang cá nhân, yêu thích, bảng tin',
    description: 'Quản lý các trận yêu thích và bảng tin của bạn.',
  },
};
