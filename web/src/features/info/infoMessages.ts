// The strings of the about, policy, order and steward pages, in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  info: {
    empty: '暂无内容。',
    aboutMore: '实时比分、直播、赔率、阵容、情报和集锦，支持中文、英文和越南语。',
    contactHeading: '联系我们',
    contact: { qq: 'QQ', weixin: '微信', phone: '电话', email: '邮箱', address: '地址' },
    followCode: '扫码关注我们',
    linksLabel: '更多关于本站',
    protocolLink: '用户协议与隐私政策（新标签页打开）',
    protocol: {
      updated: '最后更新：2026年11月',
      scope: {
        title: '适用范围',
        text: '本协议适用于球场边网站和应用：实时比分、直播、集锦、评论和聊天。使用本站即表示你同意本协议。',
      },
      account: {
        title: '你的账号',
        text: '你使用邮箱登录。请妥善保管密码，你需对账号下的行为负责。你可以随时联系我们注销账号。',
      },
      conduct: {
        title: '评论与聊天',
        text: '请文明发言。禁止辱骂、广告、外部链接和违法内容。违反规则的消息可能被删除，账号可能被禁言或封禁。',
      },
      data: {
        title: '我们保存的信息',
        text: '你的邮箱、昵称、收藏和评论，以及用于请求签名的设备标识。密码仅以加盐哈希保存。我们不会出售你的数据。',
      },
      cookies: {
        title: 'Cookie 与本地存储',
        text: '我们在浏览器中保存你的语言、登录令牌和偏好设置，以便记住你。清除浏览器数据即可删除它们。',
      },
      changes: {
        title: '协议变更',
        text: '我们可能更新本协议，上方日期为最后更新时间。变更后继续使用本站即表示你接受新的协议。',
      },
    },
    order: {
      plansHeading: '可订购的服务',
      plan: {
        hd: { name: '高清直播', text: '以最佳画质观看比赛直播。' },
        adFree: { name: '免广告', text: '观看比赛和集锦时没有广告。' },
        replay: { name: '全场回放', text: '比赛结束后随时观看全场录像。' },
      },
      inApp: '订单请在球场边应用内下单。',
      mineHeading: '我的订单',
      none: '你还没有订单。',
      signIn: '登录后查看你的订单。',
    },
    steward: {
      intro: '管家服务为你解答账号、直播和订单问题，服务时间每天 9:00 至 23:00。',
      feedbackHeading: '给我们留言',
      content: '留言内容',
      contact: '联系方式（选填）',
      send: '发送',
      sending: '发送中…',
      sent: '留言已发送，谢谢',
      failed: '留言发送失败，请重试',
      signIn: '登录后即可给管家留言。',
    },
  },
};

const en: typeof cn = {
  info: {
    empty: 'Nothing to show yet.',
    aboutMore:
      'Live scores, streams, odds, lineups, intel and highlights, in Chinese, English and Vietnamese.',
    contactHeading: 'Contact us',
    contact: { qq: 'QQ', weixin: 'WeChat', phone: 'Phone', email: 'E-mail', address: 'Address' },
    followCode: 'Scan to follow us',
    linksLabel: 'More about the site',
    protocolLink: 'Terms and privacy policy (opens in a new tab)',
    protocol: {
      updated: 'Last updated: November 2026',
      scope: {
        title: 'What these terms cover',
        text: 'These terms apply to the Pitchside site and app: live scores, streams, highlights, comments and chat. By using the site you accept them.',
      },
      account: {
        title: 'Your account',
        text: 'You sign in with your e-mail. Keep your password to yourself; you are responsible for what is done with your account. You may close it at any time by contacting us.',
      },
      conduct: {
        title: 'Comments and chat',
        text: 'Be respectful. No abuse, spam, links to other sites or illegal content. Moderators may remove messages and mute or ban accounts that break these rules.',
      },
      data: {
        title: 'What we keep',
        text: 'Your e-mail, nickname, favourites and comments, and a device identifier used to sign requests. Passwords are stored only as a salted hash. We do not sell your data.',
      },
      cookies: {
        title: 'Cookies and storage',
        text: 'We keep your language, sign-in token and preferences in your browser so the site remembers you. Clearing your browser data removes them.',
      },
      changes: {
        title: 'Changes',
        text: 'We may update these terms; the date above says when. Continuing to use the site after a change means you accept it.',
      },
    },
    order: {
      plansHeading: 'What you can order',
      plan: {
        hd: { name: 'HD streams', text: 'Watch live matches in the best quality available.' },
        adFree: { name: 'Ad-free', text: 'Matches and highlights without advertising.' },
        replay: { name: 'Full replays', text: 'Whole matches on demand after the final whistle.' },
      },
      inApp: 'Orders are placed in the Pitchside app.',
      mineHeading: 'My orders',
      none: 'You have no orders yet.',
      signIn: 'Sign in to see your orders.',
    },
    steward: {
      intro: 'Our steward service helps with your account, streams and orders, every day from 9:00 to 23:00.',
      feedbackHeading: 'Send us a message',
      content: 'Your message',
      contact: 'How to reach you (optional)',
      send: 'Send',
      sending: 'Sending…',
      sent: 'Message sent, thank you',
      failed: 'Could not send the message, please retry',
      signIn: 'Sign in to send a message to our stewards.',
    },
  },
};

const vi: typeof cn = {
  info: {
    empty: 'Chưa có nội dung.',
    aboutMore:
      'Tỉ số trực tiếp, phát sóng, tỉ lệ kèo, đội hình, nhận định và video nổi bật, bằng tiếng Trung, tiếng Anh và tiếng Việt.',
    contactHeading: 'Liên hệ',
    contact: { qq: 'QQ', weixin: 'WeChat', phone: 'Điện thoại', email: 'E-mail', address: 'Địa chỉ' },
    followCode: 'Quét mã để theo dõi chúng tôi',
    linksLabel: 'Thêm về trang',
    protocolLink: 'Điều khoản và chính sách bảo mật (mở tab mới)',
    protocol: {
      updated: 'Cập nhật lần cuối: tháng 11 năm 2026',
      scope: {
        title: 'Phạm vi áp dụng',
        text: 'Điều khoản này áp dụng cho trang web và ứng dụng Pitchside: tỉ số trực tiếp, phát sóng, video nổi bật, bình luận và trò chuyện. Khi sử dụng trang, bạn đồng ý với điều khoản.',
      },
      account: {
        title: 'Tài khoản của bạn',
        text: 'Bạn đăng nhập bằng e-mail. Hãy giữ kín mật khẩu; bạn chịu trách nhiệm về mọi hoạt động của tài khoản. Bạn có thể yêu cầu xóa tài khoản bất cứ lúc nào.',
      },
      conduct: {
        title: 'Bình luận và trò chuyện',
        text: 'Hãy tôn trọng người khác. Không lăng mạ, spam, dẫn liên kết ngoài hay nội dung vi phạm pháp luật. Quản trị viên có thể xóa tin nhắn, cấm chat hoặc khóa tài khoản vi phạm.',
      },
      data: {
        title: 'Dữ liệu chúng tôi lưu',
        text: 'E-mail, biệt danh, trận yêu thích và bình luận của bạn, cùng mã thiết bị dùng để ký yêu cầu. Mật khẩu chỉ được lưu dưới dạng băm có muối. Chúng tôi không bán dữ liệu của bạn.',
      },
      cookies: {
        title: 'Cookie và lưu trữ',
        text: 'Chúng tôi lưu ngôn ngữ, mã đăng nhập và tùy chọn trong trình duyệt để ghi nhớ bạn. Xóa dữ liệu trình duyệt sẽ xóa chúng.',
      },
      changes: {
        title: 'Thay đổi',
        text: 'Chúng tôi có thể cập nhật điều khoản; ngày ở trên cho biết lần cập nhật cuối. Tiếp tục sử dụng trang sau khi thay đổi nghĩa là bạn chấp nhận.',
      },
    },
    order: {
      plansHeading: 'Dịch vụ có thể đặt mua',
      plan: {
        hd: { name: 'Phát sóng HD', text: 'Xem trận đấu trực tiếp với chất lượng tốt nhất.' },
        adFree: { name: 'Không quảng cáo', text: 'Xem trận đấu và video nổi bật không có quảng cáo.' },
        replay: { name: 'Xem lại cả trận', text: 'Xem lại toàn bộ trận đấu sau tiếng còi mãn cuộc.' },
      },
      inApp: 'Đơn hàng được đặt trong ứng dụng Pitchside.',
      mineHeading: 'Đơn hàng của tôi',
      none: 'Bạn chưa có đơn hàng nào.',
      signIn: 'Đăng nhập để xem đơn hàng của bạn.',
    },
    steward: {
      intro: 'Dịch vụ quản gia hỗ trợ về tài khoản, phát sóng và đơn hàng, hằng ngày từ 9:00 đến 23:00.',
      feedbackHeading: 'Gửi tin nhắn cho chúng tôi',
      content: 'Nội dung',
      contact: 'Cách liên hệ với bạn (không bắt buộc)',
      send: 'Gửi',
      sending: 'Đang gửi…',
      sent: 'Đã gửi tin nhắn, cảm ơn bạn',
      failed: 'Không gửi được tin nhắn, vui lòng thử lại',
      signIn: 'Đăng nhập để gửi tin nhắn cho quản gia.',
    },
  },
};

export const infoMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `info.*`. */
export const useInfoMessages = (): void => useMessages(infoMessages);
