import { randomUUID } from 'node:crypto';
import { endpoints } from '@lld/protocol/api/endpoints';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { appRoute } from '../../http/app-route.ts';
import { TOOL_PRICES } from './ai.catalog.ts';

/** The AI studio's PROTOCOL calls. */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const { ai, aiCredits } = app.services;

  appRoute(app, endpoints.aimateGianBalance, async ({ user }) => ({
    balance: await aiCredits.balance(user.id),
  }));
  appRoute(app, endpoints.aimateScoreProductList, async () => ({ list: await aiCredits.packs() }));
  appRoute(app, endpoints.aimateScorePay, async ({ body, user }) =>
    aiCredits.buyPack(user.id, body.productId, `ai-pack:${user.id}:${randomUUID()}`),
  );
  appRoute(app, endpoints.aitemplateList, async ({ body }) => ({
    list: await ai.templates(body.tool),
    prices: TOOL_PRICES,
  }));
  appRoute(app, endpoints.facechangeList, async () => ({
    list: await ai.templates('faceswap'),
    prices: TOOL_PRICES,
  }));

  appRoute(app, endpoints.texttoimageGenerate, async ({ body, user }) => {
    if (body.templateId && !(await ai.catalog.template(body.templateId, 'image')))
      throw AppError.invalid('templateId', 'no such style');
    return ai.submit(user.id, {
      tool: 'image',
      title: body.prompt.slice(0, 60),
      input: { prompt: body.prompt, templateId: body.templateId, size: body.size, count: body.count },
      price: TOOL_PRICES.image * body.count,
      texts: [body.prompt],
    });
  });
  appRoute(app, endpoints.facechangeSubmit, async ({ body, user }) => {
    const scene = await ai.catalog.template(body.templateId, 'faceswap');
    if (!scene) throw AppError.invalid('templateId', 'no such scene');
    return ai.submit(user.id, {
      tool: 'faceswap',
      title: scene.name,
      input: { templateId: body.templateId, imageUrl: body.imageUrl, consent: true },
      price: TOOL_PRICES.faceswap,
      texts: [],
      images: [body.imageUrl],
    });
  });
  appRoute(app, endpoints.imagetovideoGenerate, async ({ body, user }) =>
    ai.submit(user.id, {
      tool: 'video',
      title: body.prompt.slice(0, 60) || '图片生成视频',
      input: { imageUrl: body.imageUrl, prompt: body.prompt, motion: body.motion },
      price: TOOL_PRICES.video,
      texts: [body.prompt],
      images: [body.imageUrl],
    }),
  );
  appRoute(app, endpoints.texttonovelGenerate, async ({ body, user }) =>
    ai.submit(user.id, {
      tool: 'novel',
      title: body.premise.slice(0, 60),
      input: { premise: body.premise, genre: body.genre, length: body.length },
      price: TOOL_PRICES.novel,
      texts: [body.premise],
    }),
  );
  appRoute(app, endpoints.aimateSync, async ({ body, user }) =>
    ai.mateSync(user.id, body.characterId, body.message),
  );

  appRoute(app, endpoints.texttoimageList, async ({ body, user }) =>
    ai.list(user.id, { ...body, tool: 'image' }),
  );
  appRoute(app, endpoints.imagetovideoOrder, async ({ body, user }) =>
    ai.list(user.id, { ...body, tool: 'video' }),
  );
  appRoute(app, endpoints.texttonovelList, async ({ body, user }) =>
    ai.list(user.id, { ...body, tool: 'novel' }),
  );
  appRoute(app, endpoints.texttonovelInfo, async ({ body, user }) => ai.info(user.id, body.id, 'novel'));
  appRoute(app, endpoints.aijobList, async ({ body, user }) => ai.list(user.id, body));
  appRoute(app, endpoints.aijobInfo, async ({ body, user }) => ai.info(user.id, body.id));

  appRoute(app, endpoints.texttoimageHide, async ({ body, user }) => ai.hide(user.id, body.id, 'image'));
  appRoute(app, endpoints.facechangeHide, async ({ body, user }) => ai.hide(user.id, body.id, 'faceswap'));
  appRoute(app, endpoints.imagetovideoHide, async ({ body, user }) => ai.hide(user.id, body.id, 'video'));
  appRoute(app, endpoints.texttonovelHide, async ({ body, user }) => ai.hide(user.id, body.id, 'novel'));
  appRoute(app, endpoints.aiorderDel, async ({ body, user }) => ai.remove(user.id, body.id));

  // Undressing a photo of a real person is not built (docs/decisions.md, "AI studio").
  const refused = async (): Promise<never> => {
    throw new AppError(ResultCode.FORBIDDEN, 'not provided', '该功能不提供：不处理真实人物的不当图片');
  };
  appRoute(app, endpoints.stripList, refused);
  appRoute(app, endpoints.stripSubmit, refused);
}
