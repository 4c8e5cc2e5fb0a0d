// Who may do what in the AI studio (issue 20's authorisation matrix; see src/test/authz.ts).
// Credits, jobs, uploads and the companion's memory are per user: nobody spends another's
// credits, uses another's photo, or reads, hides or deletes another's job.
import { type AuthzCase, type AuthzRow, authzTable, balances } from '../../test/authz.ts';
import { picture } from '../../test/picture.ts';
import { aiJobs } from './ai.schema.ts';
import { seedAiCatalog } from './ai-catalog.service.ts';

let seq = 0;

/** The demo catalog (templates, packs) is seeded with the demo only: the rows need it. */
async function grant(c: AuthzCase, credits = 500): Promise<void> {
  await seedAiCatalog(c.t.app.db);
  const userId = c.owner.userId;
  await c.t.app.db.transaction((tx) =>
    c.t.app.services.aiCredits.move(tx, userId, credits, 'grant', 'authz', `authz-${userId}-${++seq}`),
  );
}
const credits = async (c: AuthzCase) => (await c.owner.call('aimateGianBalance')).data.balance;

/** A finished job of the owner (no worker involved); answers its id. */
async function ownersJob(
  c: AuthzCase,
  tool: 'image' | 'faceswap' | 'video' | 'novel' = 'image',
): Promise<number> {
  const [row] = await c.t.app.db
    .insert(aiJobs)
    .values({ userId: c.owner.userId, tool, status: 'done', progress: 100, title: `矩阵${++seq}`, price: 0 })
    .returning({ id: aiJobs.id });
  return row!.id;
}
const jobState = async (c: AuthzCase) =>
  (await c.owner.call('aijobList', { pageSize: 50 })).data.list.map((j) => j.id);

async function ownersImage(c: AuthzCase): Promise<string> {
  await grant(c);
  // A photo-sized picture: the picture moderation refuses a tiny one (2000) to everybody.
  return (await c.t.app.services.uploads.storeImage(c.owner.userId, await picture(3))).url;
}

/** A generation paid in credits: only the owner (granted credits) gets through, 3003 for the others. */
const paidWithCredits = (body: object, ownerState: AuthzRow['ownerState'] = credits): AuthzRow => ({
  body: async (c) => {
    await grant(c);
    return body;
  },
  guest: 3003,
  other: 3003,
  owner: 200,
  ownerState,
});

/** A job made from the owner's own uploaded photo: another caller may not use it (4003). */
const fromOwnersImage = (body: object): AuthzRow => ({
  body: async (c) => ({ imageUrl: await ownersImage(c), ...body }),
  guest: 4003,
  other: 4003,
  owner: 200,
  ownerState: credits,
});

const hideRow = (tool: 'image' | 'faceswap' | 'video' | 'novel') => ({
  body: async (c: AuthzCase) => ({ id: await ownersJob(c, tool) }),
  guest: 2004 as const,
  other: 2004 as const,
  owner: 200 as const,
  ownerState: jobState,
});

export const authz = authzTable({
  rows: {
    aimateScorePay: {
      body: async (c) => {
        await seedAiCatalog(c.t.app.db);
        const gold = (await c.t.app.services.aiCatalog.packs()).find((p) => p.currency === 'gold');
        return { productId: gold!.id };
      },
      guest: 3001,
      other: 200,
      owner: 200,
      ownerState: (c) => balances(c.owner),
    },
    texttoimageGenerate: paidWithCredits({ prompt: '授权矩阵的画' }),
    texttonovelGenerate: paidWithCredits({ premise: '授权矩阵的故事' }),
    aimateSync: paidWithCredits(
      { characterId: 'mate-xiaoya', message: '你好' },
      async (c) => (await c.owner.call('aimateSync', { characterId: 'mate-xiaoya' })).data.messages.length,
    ),
    facechangeSubmit: fromOwnersImage({ templateId: 'scene-beach', consent: true }),
    imagetovideoGenerate: fromOwnersImage({ motion: 'zoom-in' }),
    texttoimageHide: hideRow('image'),
    facechangeHide: hideRow('faceswap'),
    imagetovideoHide: hideRow('video'),
    texttonovelHide: hideRow('novel'),
    aiorderDel: hideRow('image'),
    aijobInfo: { body: async (c) => ({ id: await ownersJob(c) }), guest: 2004, other: 2004, owner: 200 },
    texttonovelInfo: {
      body: async (c) => ({ id: await ownersJob(c, 'novel') }),
      guest: 2004,
      other: 2004,
      owner: 200,
    },
    // Not provided to anyone (docs/decisions.md, "AI studio").
    stripList: { body: () => undefined, guest: 4003, other: 4003, owner: 4003 },
    stripSubmit: { body: () => undefined, guest: 4003, other: 4003, owner: 4003 },
  },
  reads: [
    'aimateGianBalance',
    'aimateScoreProductList',
    'aitemplateList',
    'facechangeList',
    'texttoimageList',
    'imagetovideoOrder',
    'texttonovelList',
    'aijobList',
  ],
});
