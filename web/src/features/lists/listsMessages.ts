// The list kit's strings (QueryState, Pager, TimeZoneNote), in cn, en and vi. They travel with the
// kit and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  lists: {
    loadFailed: '列表加载失败。',
    retry: '重试',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
    timeZone: '开赛时间为你所在时区：{{zone}}',
  },
};

const en: typeof cn = {
  lists: {
    loadFailed: 'Could not load this list.',
    retry: 'Retry',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    timeZone: 'Kick-off times in your time zone: {{zone}}',
  },
};

const vi: typeof cn = {
  lists: {
    loadFailed: 'Không tải được danh sách.',
    retry: 'Thử lại',
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}}',
    timeZone: 'Giờ bóng lăn theo múi giờ của bạn: {{zone}}',
  },
};

export const listsMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** For the kit's components: its strings, in the language being read. */
export const useListsMessages = (): void => useMessages(listsMessages);
