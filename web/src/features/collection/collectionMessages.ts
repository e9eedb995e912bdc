// The strings of the highlight collections: list, collection view, clips, comments, in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  collection: {
    heading: '精彩集锦',
    tags: '集锦频道',
    allTags: '全部',
    empty: '暂无集锦。',
    views: '{{views}} 次观看',
    commentCount: '评论 {{count}}',
    clipCount: '片段 {{count}}',
    clips: '片段',
    noClips: '该集锦暂无片段。',
    playFailed: '该片段无法播放。',
    tabsLabel: '集锦',
    tab: { comments: '评论', chat: '聊天', relates: '相关' },
    noChat: '该集锦没有比赛聊天室。',
    noRelates: '暂无相关集锦。',
    previousSlide: '上一组集锦',
    nextSlide: '下一组集锦',
    notFound: '该集锦不存在或已下线。',
    signInToComment: '登录后参与评论。',
    commentLabel: '你的评论',
    commentPlaceholder: '说说你对这场比赛的看法…',
    post: '发表',
    posting: '发表中…',
    commentPosted: '评论已发表',
    commentFailed: '评论发表失败，请重试',
    noComments: '还没有评论，快来抢沙发！',
    moreComments: '更多评论',
  },
};

const en: typeof cn = {
  collection: {
    heading: 'Highlights',
    tags: 'Highlight channels',
    allTags: 'All',
    empty: 'No highlights yet.',
    views: 'Views: {{views}}',
    commentCount: 'Comments: {{count}}',
    clipCount: 'Clips: {{count}}',
    clips: 'Clips',
    noClips: 'This collection has no clips yet.',
    playFailed: 'This clip could not be played.',
    tabsLabel: 'Collection',
    tab: { comments: 'Comments', chat: 'Chat', relates: 'Related' },
    noChat: 'This collection has no match chat.',
    noRelates: 'No related highlights.',
    previousSlide: 'Previous highlights',
    nextSlide: 'Next highlights',
    notFound: 'This highlight collection does not exist or is no longer available.',
    signInToComment: 'Sign in to join the conversation.',
    commentLabel: 'Your comment',
    commentPlaceholder: 'Say something about this match…',
    post: 'Post',
    posting: 'Posting…',
    commentPosted: 'Comment posted',
    commentFailed: 'Could not post the comment, please retry',
    noComments: 'No comments yet. Be the first!',
    moreComments: 'More comments',
  },
};

const vi: typeof cn = {
  collection: {
    heading: 'Video nổi bật',
    tags: 'Kênh video nổi bật',
    allTags: 'Tất cả',
    empty: 'Chưa có video nổi bật.',
    views: '{{views}} lượt xem',
    commentCount: 'Bình luận: {{count}}',
    clipCount: 'Đoạn phim: {{count}}',
    clips: 'Đoạn phim',
    noClips: 'Bộ sưu tập này chưa có đoạn phim.',
    playFailed: 'Không phát được đoạn phim này.',
    tabsLabel: 'Bộ sưu tập',
    tab: { comments: 'Bình luận', chat: 'Trò chuyện', relates: 'Liên quan' },
    noChat: 'Bộ sưu tập này không có phòng trò chuyện.',
    noRelates: 'Không có video liên quan.',
    previousSlide: 'Video trước',
    nextSlide: 'Video tiếp theo',
    notFound: 'Bộ sưu tập này không tồn tại hoặc đã bị gỡ.',
    signInToComment: 'Đăng nhập để tham gia bình luận.',
    commentLabel: 'Bình luận của bạn',
    commentPlaceholder: 'Nói gì đó về trận đấu này…',
    post: 'Gửi',
    posting: 'Đang gửi…',
    commentPosted: 'Đã đăng bình luận',
    commentFailed: 'Không đăng được bình luận, vui lòng thử lại',
    noComments: 'Chưa có bình luận. Hãy là người đầu tiên!',
    moreComments: 'Xem thêm bình luận',
  },
};

export const collectionMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `collection.*`. */
export const useCollectionMessages = (): void => useMessages(collectionMessages);
