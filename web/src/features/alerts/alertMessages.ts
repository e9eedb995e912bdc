// The strings of the alerts (line-ups announced, kick-off, goals, red cards, half and full time), in
// cn, en and vi: the notifications' wording and the permission control. They travel with the alerts
// code (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  alerts: {
    lineupsTitle: '阵容公布：{{home}} vs {{away}}',
    lineupsBody: '{{league}} · 约一小时后开球',
    kickoffTitle: '开球：{{home}} vs {{away}}',
    kickoffBody: '{{league}} 比赛开始了',
    startTitle: '比赛开始：{{home}} vs {{away}}',
    endTitle: '比赛结束：{{home}} vs {{away}}',
    goalTitle: '进球！{{team}}',
    goalBody: '{{minute}}{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    hiddenTitle: '{{home}} vs {{away}} 有进球',
    hiddenBody: '{{minute}}{{league}} · 无剧透模式已隐藏比分',
    minute: '第{{minute}}分钟 · ',
    redTitle: '红牌：{{team}}',
    redBody: '{{minute}}{{home}} vs {{away}}',
    halftimeTitle: '半场：{{home}} vs {{away}}',
    fulltimeTitle: '完场：{{home}} vs {{away}}',
    scoreBody: '{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    scoreHidden: '{{league}} · 无剧透模式已隐藏比分',
    enable: '开启浏览器通知',
    granted: '本浏览器已允许通知：网站在任一标签页打开时都会提醒你。',
    denied: '本站的通知已被浏览器屏蔽。请在地址栏左侧的网站设置中允许通知，然后刷新页面。',
    unsupported: '此浏览器无法显示通知。',
    asking: '请在浏览器弹出的窗口中选择“允许”。',
  },
};

const en: typeof cn = {
  alerts: {
    lineupsTitle: 'Line-ups out: {{home}} v {{away}}',
    lineupsBody: '{{league}} · kick-off in about an hour',
    kickoffTitle: 'Kick-off: {{home}} v {{away}}',
    kickoffBody: '{{league}}: the match has started',
    startTitle: 'Under way: {{home}} v {{away}}',
    endTitle: 'Final: {{home}} v {{away}}',
    goalTitle: 'Goal! {{team}}',
    goalBody: '{{minute}}{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    hiddenTitle: 'A goal in {{home}} v {{away}}',
    hiddenBody: '{{minute}}{{league}} · score hidden in spoiler-free mode',
    minute: "{{minute}}' · ",
    redTitle: 'Red card: {{team}}',
    redBody: '{{minute}}{{home}} v {{away}}',
    halftimeTitle: 'Half time: {{home}} v {{away}}',
    fulltimeTitle: 'Full time: {{home}} v {{away}}',
    scoreBody: '{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    scoreHidden: '{{league}} · score hidden in spoiler-free mode',
    enable: 'Turn on browser notifications',
    granted: 'Notifications are allowed in this browser: alerts arrive while the site is open in any tab.',
    denied:
      'This browser blocks notifications from this site. Allow them in the site settings (beside the address bar), then reload the page.',
    unsupported: 'This browser cannot show notifications.',
    asking: 'Choose "Allow" in the browser\'s prompt.',
  },
};

const vi: typeof cn = {
  alerts: {
    lineupsTitle: 'Đã có đội hình: {{home}} vs {{away}}',
    lineupsBody: '{{league}} · khoảng một giờ nữa bóng lăn',
    kickoffTitle: 'Bóng lăn: {{home}} vs {{away}}',
    kickoffBody: '{{league}}: trận đấu đã bắt đầu',
    startTitle: 'Bắt đầu: {{home}} vs {{away}}',
    endTitle: 'Kết thúc: {{home}} vs {{away}}',
    goalTitle: 'Vào! {{team}} ghi bàn',
    goalBody: '{{minute}}{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    hiddenTitle: 'Có bàn thắng trận {{home}} vs {{away}}',
    hiddenBody: '{{minute}}{{league}} · tỉ số được ẩn ở chế độ không tiết lộ',
    minute: 'Phút {{minute}} · ',
    redTitle: 'Thẻ đỏ: {{team}}',
    redBody: '{{minute}}{{home}} vs {{away}}',
    halftimeTitle: 'Hết hiệp 1: {{home}} vs {{away}}',
    fulltimeTitle: 'Hết trận: {{home}} vs {{away}}',
    scoreBody: '{{home}} {{homeScore}}-{{awayScore}} {{away}}',
    scoreHidden: '{{league}} · tỉ số được ẩn ở chế độ không tiết lộ',
    enable: 'Bật thông báo của trình duyệt',
    granted:
      'Trình duyệt này đã cho phép thông báo: bạn sẽ nhận thông báo khi trang đang mở ở bất kỳ thẻ nào.',
    denied:
      'Trình duyệt đang chặn thông báo từ trang này. Hãy cho phép trong phần cài đặt trang (cạnh thanh địa chỉ), rồi tải lại trang.',
    unsupported: 'Trình duyệt này không hiển thị được thông báo.',
    asking: 'Hãy chọn "Cho phép" trong hộp thoại của trình duyệt.',
  },
};

export const alertMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `alerts.*`. */
export const useAlertMessages = (): void => useMessages(alertMessages);
