import multipart from '@fastify/multipart';
import { endpoints } from '@lld/protocol/api/endpoints';
import { resultBody } from '@lld/protocol/api/envelope';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { APP_SECURITY, appRoute } from '../../http/app-route.ts';
import { networkOf } from '../../http/network.ts';
import type { AuthUser } from '../../http/types.ts';
import { sendSuccess } from '../../plugins/envelope.ts';
import { AVATAR_MAX_BYTES, reencodeAvatar } from './avatar.ts';

/** Accounts (issue 3): login/* beyond guest, and the account parts of user/*. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, credentials, profiles } = app.services;
  const net = (ip: string) => networkOf(ip);

  appRoute(app, endpoints.loginBefore, async ({ body, user, request }) =>
    accounts.before(user, body, net(request.ip)),
  );
  appRoute(app, endpoints.loginCaptcha, async ({ body, user, request }) =>
    accounts.captchaOrSms(user, body, net(request.ip)),
  );
  appRoute(app, endpoints.loginAccountRegister, async ({ body, user, request }) =>
    accounts.register(user, body, net(request.ip)),
  );
  appRoute(app, endpoints.loginAccountLogin, async ({ body, user, request }) =>
    accounts.accountLogin(user, body, net(request.ip)),
  );
  appRoute(app, endpoints.loginPhone, async ({ body, user }) => accounts.phoneLogin(user, body));
  appRoute(app, endpoints.loginBindMobile, async ({ body, user }) => accounts.bindMobile(user, body));
  appRoute(app, endpoints.loginOfficial, async ({ body, user, request }) =>
    credentials.official(user, body.credential, net(request.ip)),
  );
  appRoute(app, endpoints.userChangeMobile, async ({ body, user }) => profiles.changeMobile(user, body));
  appRoute(app, endpoints.userChangePassword, async ({ body, user }) => profiles.changePassword(user, body));
  appRoute(app, endpoints.userInfoModify, async ({ body, user }) => profiles.modify(user, body));
  appRoute(app, endpoints.userQrcode, async ({ body, user, request }) => {
    if (body.type === 'credential') return credentials.credential(user, body.reset);
    const ua = request.headers['x-user-agent'];
    return credentials.loginTicket(user, typeof ua === 'string' ? ua : '');
  });
  appRoute(app, endpoints.userQrcodeInfo, async ({ body, user }) => credentials.ticketInfo(user, body));

  // user/avatar: multipart (no envelope), in its own scope so the multipart parser stays here.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    const e = endpoints.userAvatar;
    scope.route({
      method: 'POST',
      url: `/api${e.path}`,
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        summary: e.summary,
        tags: ['user'],
        security: APP_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: resultBody(e.response) },
      },
      config: { app: true, auth: e.auth, envelope: false },
      handler: async (request, reply) => {
        const user = request.user as AuthUser;
        if (!request.isMultipart()) {
          throw new AppError(ResultCode.INVALID_PARAMS, 'body: multipart/form-data required');
        }
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file') {
                part.file.resume();
                continue;
              }
              bytes = await part.toBuffer();
            }
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(ResultCode.INVALID_PARAMS, 'file: too large', '图片不能超过5MB');
          }
          throw new AppError(ResultCode.INVALID_PARAMS, 'body: malformed multipart');
        }
        if (!bytes || bytes.length === 0)
          throw new AppError(ResultCode.INVALID_PARAMS, 'file: Required', '请选择图片');
        const avatar = `/${(await reencodeAvatar(app.services.images, bytes)).key}`;
        const { previous, userInfo } = await profiles.setAvatar(user, avatar);
        if (previous.startsWith('/avatar/')) await app.storage.delete(previous.slice(1)).catch(() => {});
        return sendSuccess(reply, e.response, { avatar, userInfo }, app.config);
      },
    });
  });
}
