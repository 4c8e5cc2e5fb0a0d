// Accounts: profile, password and phone changes, avatar, the credential QR and the login QR.
import { decodeImage } from '@lld/protocol/image-codec';
import { ResultCode } from '@lld/protocol/result-codes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.ts';
import { freshIp, freshPhone, PASSWORD, useAccountApp } from './account.fixtures.ts';

const { ctx, guest, registered, smsCode } = useAccountApp();

describe('user/changeMobile', () => {
  it('moves the account to a new phone with codes from both phones', async () => {
    const c = await guest();
    const oldPhone = freshPhone();
    c.token = (await c.call('loginPhone', { phone: oldPhone, code: await smsCode(c, oldPhone) })).data.token;
    await ctx.t.kv.delete(`sms:gap:${oldPhone}`);
    const oldCode = await smsCode(c, '', 'changeOld');
    expect(ctx.sms.outbox()[0]?.phone).toBe(oldPhone);
    const newPhone = freshPhone();
    const same = await c.call('userChangeMobile', { oldCode, phone: oldPhone, code: '123456' });
    expect(same.body.code).toBe(2000);
    const newCode = await smsCode(c, newPhone, 'changeNew');
    const wrongOld = await c.call('userChangeMobile', {
      oldCode: oldCode === '000000' ? '000001' : '000000',
      phone: newPhone,
      code: newCode,
    });
    expect(wrongOld.body).toMatchObject({ code: 2000, msg: 'oldCode: wrong or expired' });
    const r = await c.call('userChangeMobile', { oldCode, phone: newPhone, code: newCode });
    expect(r.body.code).toBe(200);
    expect(r.data.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);
    // The old phone is free; the new one logs in to this account.
    const d = await guest();
    await ctx.t.kv.delete(`sms:gap:${newPhone}`);
    expect(
      (await d.call('loginPhone', { phone: newPhone, code: await smsCode(d, newPhone) })).data.userInfo.id,
    ).toBe(c.userId);
  });

  it('refuses without a bound phone (4003) and a phone of another account (4009)', async () => {
    const c = await registered();
    expect(
      (await c.call('userChangeMobile', { oldCode: '123456', phone: freshPhone(), code: '123456' })).body
        .code,
    ).toBe(4003);
    expect((await c.call('loginCaptcha', { type: 'sms', purpose: 'changeOld' })).body.code).toBe(4003);
    const a = await guest();
    const pa = freshPhone();
    a.token = (await a.call('loginPhone', { phone: pa, code: await smsCode(a, pa) })).data.token;
    const b = await guest();
    const pb = freshPhone();
    b.token = (await b.call('loginPhone', { phone: pb, code: await smsCode(b, pb) })).data.token;
    const r = await b.call('userChangeMobile', { oldCode: '123456', phone: pa, code: '123456' });
    expect(r.body.code).toBe(ResultCode.CONFLICT);
  });
});

describe('user/changePassword', () => {
  it('changes the password and ends every other session; this one goes on', async () => {
    const c = await registered();
    const other = await guest();
    other.token = (await other.call('loginAccountLogin', { account: c.name, password: PASSWORD })).data.token;
    const r = await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'newpass123' });
    expect(r.body.code).toBe(200);
    expect(r.data).toEqual({ ok: true, revokedSessions: 1 });
    expect((await other.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    expect((await c.call('userInfo', {})).body.code).toBe(200);
    const d = await guest();
    expect((await d.call('loginAccountLogin', { account: c.name, password: PASSWORD })).body.code).toBe(4003);
    expect((await d.call('loginAccountLogin', { account: c.name, password: 'newpass123' })).body.code).toBe(
      200,
    );
  });

  it('refuses a wrong old password, a weak or unchanged one, and guests', async () => {
    const c = await registered();
    expect(
      (await c.call('userChangePassword', { oldPassword: 'wrong123', password: 'newpass123' })).body,
    ).toMatchObject({
      code: 4003,
      tip: '原密码错误',
    });
    expect((await c.call('userChangePassword', { password: 'newpass123' })).body.msg).toBe(
      'oldPassword: Required',
    );
    expect(
      (await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'short1' })).body.code,
    ).toBe(2000);
    expect(
      (await c.call('userChangePassword', { oldPassword: PASSWORD, password: PASSWORD })).body.code,
    ).toBe(2000);
    const g = await guest();
    expect((await g.call('userChangePassword', { password: 'newpass123' })).body).toMatchObject({
      code: 4003,
      tip: '请先注册账号或绑定手机号',
    });
  });

  it('lets a phone-only account set a first password without an old one', async () => {
    const c = await guest();
    const phone = freshPhone();
    c.token = (await c.call('loginPhone', { phone, code: await smsCode(c, phone) })).data.token;
    const r = await c.call('userChangePassword', { password: 'first1234' });
    expect(r.body.code).toBe(200);
    const d = await guest();
    expect(
      (await d.call('loginAccountLogin', { account: phone, password: 'first1234' })).data.userInfo.id,
    ).toBe(c.userId);
  });
});

describe('user/info/modify', () => {
  it('changes nickname, intro, gender and birthday; others see them in the public profile', async () => {
    const c = await guest();
    const r = await c.call('userInfoModify', {
      nickname: '小明同学',
      intro: '爱看电影',
      gender: 1,
      birthday: '1999-09-09',
    });
    expect(r.body.code).toBe(200);
    expect(r.data).toMatchObject({
      nickname: '小明同学',
      intro: '爱看电影',
      gender: 1,
      birthday: '1999-09-09',
    });
    const other = await guest();
    const pub = await other.call('userInfo', { userId: c.userId });
    expect(pub.data).toMatchObject({ nickname: '小明同学', intro: '爱看电影' });
    expect(pub.data).not.toHaveProperty('phone');
    const partial = await c.call('userInfoModify', { intro: '' });
    expect(partial.data).toMatchObject({ nickname: '小明同学', intro: '', gender: 1 });
  });

  it('refuses bad values with 2000 naming the field', async () => {
    const c = await guest();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ nickname: 'a' }, /^nickname: tooShort$/],
      [{ nickname: '名'.repeat(17) }, /^nickname: tooLong$/],
      [{ nickname: ' 空格 ' }, /^nickname: spaces$/],
      [{ nickname: '<b>x</b>' }, /^nickname: format$/],
      [{ intro: '字'.repeat(61) }, /^intro: tooLong$/],
      [{ gender: 3 }, /^gender: /],
      [{ birthday: '2001-02-30' }, /^birthday: format$/],
      [{ birthday: '3000-01-01' }, /^birthday: format$/],
      [{ birthday: 'yesterday' }, /^birthday: /],
    ];
    for (const [body, msg] of cases) {
      const r = await c.call('userInfoModify', body);
      expect(r.body.code, JSON.stringify(body)).toBe(2000);
      expect(r.body.msg).toMatch(msg);
    }
  });
});

function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; data: Uint8Array | string }>,
) {
  const boundary = `----lld${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.filename
      ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
      : `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('user/avatar', () => {
  async function upload(
    c: TestClient,
    parts: Parameters<typeof multipart>[0],
    headers: Record<string, string> = {},
  ) {
    const { body, contentType } = multipart(parts);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/user/avatar',
      headers: { ...c.signedHeaders('/app/user/avatar'), 'content-type': contentType, ...headers },
      payload: body,
    });
    return res;
  }

  it('re-encodes an upload to a 256×256 WebP, stores it obfuscated and sets user.avatar', async () => {
    const c = await guest();
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(c, [{ name: 'file', filename: 'me.png', type: 'image/png', data: png }]);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.hash).toBe(true);
    const { decryptPayload } = await import('@lld/protocol/cipher');
    const data = decryptPayload(ctx.t.config.dataKey, body.data) as {
      avatar: string;
      userInfo: { avatar: string };
    };
    expect(data.avatar).toMatch(/^\/avatar\/[a-z0-9]+\.webp$/);
    expect(data.userInfo.avatar).toBe(data.avatar);
    const file = await ctx.t.app.inject({ method: 'GET', url: `/files${data.avatar}` });
    expect(file.statusCode).toBe(200);
    const raw = new Uint8Array(file.rawPayload);
    expect(String.fromCharCode(...raw.subarray(0, 4))).not.toBe('RIFF'); // obfuscated
    const decoded = decodeImage(raw, ctx.t.config.imageKey);
    const meta = await sharp(decoded).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // A second upload replaces the first file.
    const jpg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#cc3366' } })
      .jpeg()
      .toBuffer();
    const second = await upload(c, [{ name: 'file', filename: 'x.jpg', data: jpg }]);
    expect(second.json().code).toBe(200);
    expect((await ctx.t.app.inject({ method: 'GET', url: `/files${data.avatar}` })).statusCode).toBe(404);
  });

  it('judges by magic bytes, not by name or type; refuses broken, missing and oversized files', async () => {
    const c = await guest();
    const fake = await upload(c, [
      {
        name: 'file',
        filename: 'a.png',
        type: 'image/png',
        data: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ]);
    expect(fake.json()).toMatchObject({ code: 2000, msg: 'file: not a JPEG, PNG, GIF or WebP image' });
    const broken = await upload(c, [
      {
        name: 'file',
        filename: 'b.png',
        data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      },
    ]);
    expect(broken.json()).toMatchObject({ code: 2000, msg: 'file: unreadable image' });
    const none = await upload(c, [{ name: 'other', data: 'x' }]);
    expect(none.json()).toMatchObject({ code: 2000, msg: 'file: Required' });
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(c, [{ name: 'file', filename: 'big.jpg', data: big }]);
    expect(tooBig.json()).toMatchObject({ code: 2000, msg: 'file: too large' });
    const json = await c.call('userAvatar', {});
    expect(json.body.code).toBe(2000);
  });

  it('needs a token and a valid signature', async () => {
    const anon = new TestClient(ctx.t.app, ctx.t.config);
    const res = await upload(anon, [{ name: 'file', filename: 'a.png', data: 'x' }]);
    expect(res.json().code).toBe(1000);
    const c = await guest();
    const forged = await upload(c, [{ name: 'file', filename: 'a.png', data: 'x' }], {
      'x-api-key': 'timestamp=1&sign=x&nonce=y',
    });
    expect(forged.json().code).toBe(1001);
  });
});

describe('credential QR: user/qrcode {type:"credential"} and login/official', () => {
  it('restores the account on another device; reset and password change revoke it', async () => {
    const c = await registered();
    const first = await c.call('userQrcode', { type: 'credential' });
    expect(first.body.code).toBe(200);
    if (first.data.type !== 'credential') throw new Error('credential expected');
    expect(first.data.credential).toMatch(/^LLDC1\.\d+\./);
    expect(first.data).toMatchObject({ userId: c.userId, account: c.name });
    // Stable until reset.
    const same = await c.call('userQrcode', { type: 'credential' });
    expect(same.data).toMatchObject({ credential: first.data.credential });

    const d = await guest();
    const restored = await d.call('loginOfficial', { credential: first.data.credential });
    expect(restored.body.code).toBe(200);
    expect(restored.data.userInfo.id).toBe(c.userId);

    const tampered = first.data.credential.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    const e = await guest();
    expect((await e.call('loginOfficial', { credential: tampered })).body).toMatchObject({ code: 4003 });
    const otherUser = first.data.credential.replace(/^LLDC1\.\d+/, `LLDC1.${c.userId + 1}`);
    expect((await e.call('loginOfficial', { credential: otherUser })).body.code).toBe(4003);
    expect((await e.call('loginOfficial', { credential: 'hello' })).body.code).toBe(4003);

    const reset = await c.call('userQrcode', { type: 'credential', reset: true });
    if (reset.data.type !== 'credential') throw new Error('credential expected');
    expect(reset.data.credential).not.toBe(first.data.credential);
    expect((await e.call('loginOfficial', { credential: first.data.credential })).body.code).toBe(4003);
    expect((await e.call('loginOfficial', { credential: reset.data.credential })).body.code).toBe(200);

    await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'another123' });
    const f = await guest();
    expect((await f.call('loginOfficial', { credential: reset.data.credential })).body.code).toBe(4003);
  });

  it("restores a guest's own account too (the card is how a guest keeps it)", async () => {
    const g = await guest();
    const cred = await g.call('userQrcode', { type: 'credential' });
    if (cred.data.type !== 'credential') throw new Error('credential expected');
    expect(cred.data.account).toBe('');
    const d = await guest();
    const r = await d.call('loginOfficial', { credential: cred.data.credential });
    expect(r.data.userInfo).toMatchObject({ id: g.userId, isGuest: true });
  });

  it('locks a network out after 30 bad credentials within the hour', async () => {
    const ip = freshIp();
    const c = await guest(ip);
    for (let i = 0; i < 30; i++) {
      expect(
        (await c.call('loginOfficial', { credential: `LLDC1.1.${'a'.repeat(24)}.${'b'.repeat(32)}` })).body
          .code,
      ).toBe(4003);
    }
    expect((await c.call('loginOfficial', { credential: 'x' })).body.code).toBe(1002);
  });
});

describe('login QR: user/qrcode {type:"login"} and user/qrcode/info', () => {
  it('a second device shows a ticket, a logged-in phone scans and confirms, the device gets the session once', async () => {
    const phone = await registered();
    const desk = await guest();
    const deskGuestToken = desk.token;
    const made = await desk.call('userQrcode', { type: 'login' });
    if (made.data.type !== 'login') throw new Error('login ticket expected');
    const { ticket } = made.data;
    expect(ticket).toMatch(/^LLDL1\./);
    expect(made.data.expiresIn).toBe(120);

    expect((await desk.call('userQrcodeInfo', { ticket })).data).toMatchObject({ status: 'pending' });
    const scanned = await phone.call('userQrcodeInfo', { ticket, action: 'scan' });
    expect(scanned.data).toMatchObject({ status: 'scanned' });
    expect(scanned.data.device).toContain('Safari');
    expect((await desk.call('userQrcodeInfo', { ticket })).data.status).toBe('scanned');
    // Nobody else can take it over.
    const intruder = await registered();
    expect((await intruder.call('userQrcodeInfo', { ticket, action: 'confirm' })).body.code).toBe(4009);
    expect((await intruder.call('userQrcodeInfo', { ticket })).body.code).toBe(4003);

    expect((await phone.call('userQrcodeInfo', { ticket, action: 'confirm' })).data.status).toBe('confirmed');
    const done = await desk.call('userQrcodeInfo', { ticket });
    expect(done.data).toMatchObject({ status: 'confirmed', userInfo: { id: phone.userId } });
    expect(done.data.token).toBeTruthy();
    const stale = new TestClient(ctx.t.app, ctx.t.config);
    stale.token = deskGuestToken;
    expect((await stale.call('userQrcodeInfo', { ticket })).body.code).toBe(1000);
    desk.token = done.data.token!;
    expect((await desk.call('userInfo', {})).data.id).toBe(phone.userId);
  });

  it('guests cannot confirm; cancel ends it; unknown tickets read as expired', async () => {
    const desk = await guest();
    const made = await desk.call('userQrcode', { type: 'login' });
    if (made.data.type !== 'login') throw new Error('login ticket expected');
    const g = await guest();
    expect((await g.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' })).body).toMatchObject(
      {
        code: 4003,
        tip: '请先登录账号后再扫码',
      },
    );
    expect((await desk.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' })).body.code).toBe(
      4003,
    );
    const phone = await registered();
    expect(
      (await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'confirm' })).body.code,
    ).toBe(4003);
    await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' });
    expect(
      (await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'cancel' })).data.status,
    ).toBe('cancelled');
    expect((await desk.call('userQrcodeInfo', { ticket: made.data.ticket })).data.status).toBe('cancelled');
    expect((await desk.call('userQrcodeInfo', { ticket: 'LLDL1.nosuchticketatall00' })).data.status).toBe(
      'expired',
    );
    expect((await desk.call('userQrcodeInfo', { ticket: '' })).body.code).toBe(2000);
  });
});

describe('login/captcha {type:"image"}', () => {
  it('draws an SVG of paths (no text), single use, case-insensitive', async () => {
    ctx.t.app.services.captcha.textSource = () => 'K7XP';
    try {
      const c = await guest();
      const r = await c.call('loginCaptcha', { type: 'image' });
      if (r.data.type !== 'image') throw new Error('image expected');
      expect(r.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(r.data.image.split(',')[1]!, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<text|K7XP/);
      expect(r.data.expiresIn).toBe(300);
      const svc = ctx.t.app.services.captcha;
      expect(await svc.verify(r.data.captchaId, 'k7xp')).toBe(true);
      expect(await svc.verify(r.data.captchaId, 'K7XP')).toBe(false);
      expect(await svc.verify('unknown', 'K7XP')).toBe(false);
    } finally {
      ctx.t.app.services.captcha.textSource = () => 'ABCD';
    }
  });

  it('refuses unknown types', async () => {
    const c = await guest();
    expect((await c.call('loginCaptcha', { type: 'voice' })).body.code).toBe(2000);
  });
});
