import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildXUserAgent,
  DEV_TYPE_FALLBACK,
  detectBuildId,
  detectDevType,
  detectSysType,
  parseXUserAgent,
  SYS_TYPES,
  xUserAgentFor,
} from './user-agent.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  androidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  xiaomi:
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2211133C Build/TKQ1.220807.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.9.110809',
  huawei:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  harmonyNext:
    'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110097 MMWEBSDK/20231202 MMWEBID/2585 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PGT110 Build/SKQ1.211103.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.8 Mobile Safari/537.36',
  ucBrowser:
    'Mozilla/5.0 (Linux; U; Android 11; zh-CN; HUAWEI P30 Build/HUAWEIELE-L29) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/16.2.8.1271 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; 23049RAD8C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36',
};

describe('detection', () => {
  it.each([
    ['iphoneSafari', 'h5_ios', 'Apple iPhone mobile', 'Safari 17.4'],
    ['ipadSafari', 'h5_ios', 'Apple iPad tablet', 'Safari 16.6'],
    ['iphoneChrome', 'h5_ios', 'Apple iPhone mobile', 'Chrome 126.0.6478.54'],
    ['iphoneWebView', 'h5_ios', 'Apple iPhone mobile', 'WebKit 605.1.15'],
    ['androidChrome', 'h5_android', 'Google Pixel 8 Pro mobile', 'Chrome 126.0.6478.122'],
    ['androidReduced', 'h5_android', DEV_TYPE_FALLBACK, 'Chrome 126.0.0.0'],
    ['samsung', 'h5_android', 'Samsung SM-S918B mobile', 'Samsung Internet 23.0'],
    ['samsungTablet', 'h5_android', 'Samsung SM-X700 tablet', 'Chrome 126.0.0.0'],
    ['xiaomi', 'h5_android', 'Xiaomi 2211133C mobile', 'MiuiBrowser 17.9.110809'],
    ['huawei', 'h5_android', 'Huawei NOH-AN00 mobile', 'HuaweiBrowser 14.0.5.302'],
    ['harmonyNext', 'h5_android', 'Huawei HarmonyOS mobile', 'HuaweiBrowser 5.0.4.300'],
    ['wechatIos', 'h5_ios', 'Apple iPhone mobile', 'WeChat 8.0.47'],
    ['wechatAndroid', 'h5_android', 'vivo V2219A mobile', 'WeChat 8.0.47.2560'],
    ['qqBrowser', 'h5_android', 'OPPO PGT110 mobile', 'QQBrowser 14.8'],
    ['ucBrowser', 'h5_android', 'Huawei P30 mobile', 'UCBrowser 16.2.8.1271'],
    ['androidWebView', 'h5_android', 'Xiaomi 23049RAD8C mobile', 'Chrome WebView 124.0.6367.179'],
    ['desktopChrome', 'h5_pc', DEV_TYPE_FALLBACK, 'Chrome 126.0.0.0'],
    ['desktopEdge', 'h5_pc', DEV_TYPE_FALLBACK, 'Edge 126.0.2592.68'],
    ['macSafari', 'h5_pc', 'Apple Macintosh desktop', 'Safari 17.4'],
    ['linuxFirefox', 'h5_pc', DEV_TYPE_FALLBACK, 'Firefox 127.0'],
    ['headless', 'h5_pc', DEV_TYPE_FALLBACK, 'Chrome Headless 126.0.6478.126'],
  ] as const)('%s → %s, %s, %s', (name, sysType, devType, buildId) => {
    const ua = UA[name];
    expect(detectSysType(ua, false)).toBe(sysType);
    expect(detectDevType(ua)).toBe(devType);
    expect(detectBuildId(ua)).toBe(buildId);
  });

  it('the light flag wins over the platform', () => {
    for (const ua of Object.values(UA)) expect(detectSysType(ua, true)).toBe('light');
    expect(detectSysType(UA.iphoneSafari, '1')).toBe('light');
    expect(detectSysType(UA.iphoneSafari, null)).toBe('h5_ios');
  });

  it('falls back on empty or unknown user agents', () => {
    expect(detectSysType('')).toBe('h5_pc');
    expect(detectDevType('')).toBe('Apple iPhone mobile');
    expect(detectBuildId('')).toBe('Unknown');
    expect(detectBuildId('curl/8.4.0')).toBe('Unknown');
  });
});

describe('X-User-Agent header (PROTOCOL §2)', () => {
  it('serialises as URLSearchParams, a space becoming +', () => {
    expect(
      buildXUserAgent({
        devType: 'Apple iPhone mobile',
        sysType: 'h5_ios',
        ver: '2.1.1',
        buildId: 'Safari 17.4',
      }),
    ).toBe('DevType=Apple+iPhone+mobile&SysType=h5_ios&Ver=2.1.1&BuildID=Safari+17.4');
  });

  it('defaults Ver to 2.1.1 and encodes reserved characters', () => {
    expect(buildXUserAgent({ devType: 'a&b=c', sysType: 'h5_pc', buildId: 'x+y/é' })).toBe(
      'DevType=a%26b%3Dc&SysType=h5_pc&Ver=2.1.1&BuildID=x%2By%2F%C3%A9',
    );
  });

  it('xUserAgentFor describes a browser', () => {
    expect(xUserAgentFor(UA.wechatIos)).toBe(
      'DevType=Apple+iPhone+mobile&SysType=h5_ios&Ver=2.1.1&BuildID=WeChat+8.0.47',
    );
    expect(xUserAgentFor(UA.androidChrome, true)).toBe(
      'DevType=Google+Pixel+8+Pro+mobile&SysType=light&Ver=2.1.1&BuildID=Chrome+126.0.6478.122',
    );
    expect(xUserAgentFor(UA.desktopChrome)).toBe(
      'DevType=Apple+iPhone+mobile&SysType=h5_pc&Ver=2.1.1&BuildID=Chrome+126.0.0.0',
    );
  });

  it('round-trips through parseXUserAgent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...SYS_TYPES),
        fc.string(),
        fc.string(),
        (devType, sysType, ver, buildId) => {
          const text = buildXUserAgent({ devType, sysType, ver, buildId });
          expect(parseXUserAgent(text)).toEqual({ devType, sysType, ver, buildId });
        },
      ),
    );
  });

  it.each([
    '',
    'SysType=h5_ios&DevType=a&Ver=2.1.1&BuildID=b',
    'DevType=a&SysType=h5_ios&Ver=2.1.1',
    'DevType=a&SysType=h5_ios&Ver=2.1.1&BuildID=b&x=1',
    'DevType=a&SysType=ios&Ver=2.1.1&BuildID=b',
  ])('parseXUserAgent refuses %j', (text) => {
    expect(parseXUserAgent(text)).toBeNull();
  });

  it('parseXUserAgent refuses a missing header', () => {
    expect(parseXUserAgent(undefined)).toBeNull();
    expect(parseXUserAgent(null)).toBeNull();
  });
});
