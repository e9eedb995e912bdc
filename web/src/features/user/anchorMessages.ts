// The strings of the user area's anchor room (docs/ARCHITECTURE.md "Anchors' ingest"), in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  anchorRoom: {
    title: '我的直播间',
    intro: '成为主播：创建直播间，用 OBS 或 ffmpeg 推流，观众在比赛的主播页签观看。',
    roomTitle: '直播间标题',
    match: '解说的比赛',
    noMatch: '暂不关联比赛',
    create: '创建直播间',
    save: '保存',
    saved: '已保存。',
    live: '直播中',
    offline: '未开播',
    liveSince: '开播于 {{time}}',
    server: '推流地址（服务器）',
    key: '推流密钥',
    keyNone: '没有有效的推流密钥。生成一个新密钥即可开播。',
    keyHint: '当前密钥以 …{{hint}} 结尾（密钥只显示一次）。',
    keyOnce: '这是您的推流密钥，只显示这一次。请复制到推流软件中，不要分享给他人。',
    rotate: '生成新密钥',
    revoke: '吊销密钥',
    revokeConfirm: '吊销后，使用该密钥的推流会立即停止。确定吗？',
    copy: '复制',
    copied: '已复制',
    noIngest: '本站目前未运行推流服务（没有 ffmpeg），暂时无法开播。',
    howTo:
      '在 OBS 中：设置 → 推流 → 服务选择“自定义”，填入上面的服务器和推流密钥。输出：视频编码 x264（H.264），音频 AAC，关键帧间隔 1 秒。',
    faultCodec: '上次推流被拒绝：只接受 H.264 视频和 AAC 音频。请在推流软件中选择 x264 和 AAC。',
    faultBusy: '有人在您直播时用同一密钥推流，已被拒绝。如果不是您本人，请生成新密钥。',
    faultCut: '上次推流中途断开。',
    failed: '操作失败：{{message}}',
  },
};

const en: typeof cn = {
  anchorRoom: {
    title: 'My anchor room',
    intro:
      'Become an anchor: make a room, stream to it from OBS or ffmpeg, and fans watch in the match’s anchor tab.',
    roomTitle: 'Room title',
    match: 'Match you comment',
    noMatch: 'No match for now',
    create: 'Make my room',
    save: 'Save',
    saved: 'Saved.',
    live: 'Live',
    offline: 'Off air',
    liveSince: 'Live since {{time}}',
    server: 'Server (ingest address)',
    key: 'Stream key',
    keyNone: 'No working stream key. Make a new key to go live.',
    keyHint: 'Your key ends in …{{hint}} (a key is shown only once).',
    keyOnce:
      'This is your stream key, shown only this once. Copy it into your streaming software and share it with no one.',
    rotate: 'Make a new key',
    revoke: 'Revoke the key',
    revokeConfirm: 'A stream on this key stops at once. Revoke it?',
    copy: 'Copy',
    copied: 'Copied',
    noIngest: 'This site runs no stream ingest right now (no ffmpeg): going live is not possible yet.',
    howTo:
      'In OBS: Settings → Stream → Service “Custom”, with the server and stream key above. Output: x264 (H.264) video, AAC audio, keyframe interval 1 s.',
    faultCodec:
      'Your last stream was refused: only H.264 video with AAC audio is accepted. Choose x264 and AAC in your streaming software.',
    faultBusy:
      'Someone streamed with your key while you were live and was refused. If it was not you, make a new key.',
    faultCut: 'Your last stream was cut off mid-way.',
    failed: 'That did not work: {{message}}',
  },
};

const vi: typeof cn = {
  anchorRoom: {
    title: 'Phòng phát sóng của tôi',
    intro:
      'Trở thành bình luận viên: tạo phòng, phát từ OBS hoặc ffmpeg, người hâm mộ xem ở thẻ bình luận viên của trận đấu.',
    roomTitle: 'Tiêu đề phòng',
    match: 'Trận bạn bình luận',
    noMatch: 'Chưa chọn trận',
    create: 'Tạo phòng',
    save: 'Lưu',
    saved: 'Đã lưu.',
    live: 'Đang phát',
    offline: 'Chưa phát',
    liveSince: 'Phát từ {{time}}',
    server: 'Máy chủ (địa chỉ nhận luồng)',
    key: 'Khóa luồng',
    keyNone: 'Chưa có khóa luồng hợp lệ. Tạo khóa mới để phát.',
    keyHint: 'Khóa của bạn kết thúc bằng …{{hint}} (khóa chỉ hiện một lần).',
    keyOnce:
      'Đây là khóa luồng của bạn, chỉ hiện lần này. Hãy sao chép vào phần mềm phát và không chia sẻ cho ai.',
    rotate: 'Tạo khóa mới',
    revoke: 'Thu hồi khóa',
    revokeConfirm: 'Luồng đang dùng khóa này sẽ dừng ngay. Thu hồi?',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    noIngest: 'Trang hiện không chạy dịch vụ nhận luồng (không có ffmpeg): chưa thể phát.',
    howTo:
      'Trong OBS: Cài đặt → Luồng → Dịch vụ “Tùy chỉnh”, điền máy chủ và khóa luồng ở trên. Đầu ra: video x264 (H.264), âm thanh AAC, khoảng keyframe 1 giây.',
    faultCodec:
      'Lần phát trước bị từ chối: chỉ nhận video H.264 với âm thanh AAC. Hãy chọn x264 và AAC trong phần mềm phát.',
    faultBusy:
      'Có người phát bằng khóa của bạn khi bạn đang phát và đã bị từ chối. Nếu không phải bạn, hãy tạo khóa mới.',
    faultCut: 'Lần phát trước bị ngắt giữa chừng.',
    failed: 'Không thực hiện được: {{message}}',
  },
};

export const anchorMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `anchorRoom.*`. */
export const useAnchorMessages = (): void => useMessages(anchorMessages);
