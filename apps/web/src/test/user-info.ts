// A user as user/info answers it, for tests: an account with no VIP, no money and no avatar.
import type { UserInfo } from '@lld/protocol/api/user';

const NO_VIP = { vipType: 0, vipExpireInt: 0 };

export function testUser(extra: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 100003,
    nickname: '追剧达人',
    avatar: '',
    isGuest: false,
    gold: 0,
    diamond: 0,
    normalVip: NO_VIP,
    supremeVip: NO_VIP,
    darkVip: NO_VIP,
    liveVip: NO_VIP,
    showCardName: '',
    showCardExpiredAt: 0,
    ...extra,
  };
}
