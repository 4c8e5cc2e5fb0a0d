import { sql } from 'drizzle-orm';
import { communityCategories, users } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { type DemoDeps, isEmpty, storeDrawnImage } from '../../demo/seed.ts';
import { insertCommentRows } from '../comments/comments.service.ts';
import { circles, follows, likes, posts } from './community.schema.ts';

/**
 * Demo community (DEMO_CONTENT=on, once, when there are no posts and no circles): circles,
 * registered creators with drawn avatars, posts with drawn pictures in every category,
 * comments with replies, likes and follows — so /community, upInfo and upRank look alive.
 */

const HUES = [210, 0, 28, 80, 265, 340, 180, 45];

/** A scene drawn as SVG (stored as WebP, demo/seed.ts): sky, sun, hills, and a few shapes. */
export function sceneSvg(seed: number, w = 720, h = 540): string {
  const hue = HUES[seed % HUES.length]!;
  const h2 = (hue + 40) % 360;
  const sunX = 120 + ((seed * 97) % (w - 240));
  const hills = [0, 1, 2]
    .map((i) => {
      const y = h * (0.55 + i * 0.12);
      const a = (seed * 31 + i * 53) % 120;
      return `<path d="M0 ${y} Q ${w * 0.25} ${y - 80 + a / 2} ${w * 0.5} ${y} T ${w} ${y - a / 3} V ${h} H 0 Z" fill="hsl(${h2} ${50 - i * 8}% ${38 - i * 9}%)"/>`;
    })
    .join('');
  const clouds = [0, 1, 2]
    .map((i) => {
      const x = ((seed * 53 + i * 211) % (w - 160)) + 40;
      const y = 50 + ((seed * 17 + i * 41) % 120);
      return `<g fill="white" opacity="0.75"><ellipse cx="${x}" cy="${y}" rx="52" ry="20"/><ellipse cx="${x + 34}" cy="${y - 12}" rx="34" ry="20"/></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${h2} 80% 86%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${sunX}" cy="${h * 0.33}" r="${46 + (seed % 4) * 8}" fill="hsl(45 100% 70%)"/>${clouds}${hills}</svg>`;
}

export function avatarSvg(seed: number): string {
  const hue = HUES[seed % HUES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="hsl(${hue} 65% 60%)"/>
<circle cx="80" cy="64" r="30" fill="hsl(${hue} 40% 92%)"/><ellipse cx="80" cy="150" rx="56" ry="44" fill="hsl(${hue} 40% 92%)"/></svg>`;
}

const CREATORS = [
  '旅行的猫',
  '阿杰摄影',
  '小鹿爱吃饭',
  '夜跑少年',
  '山间清风',
  '程序员老王',
  '甜品研究所',
  '追光者',
];
const CIRCLES: Array<[string, string]> = [
  ['摄影爱好者', '分享镜头里的世界，交流拍摄技巧'],
  ['美食探店', '哪里好吃，这里都知道'],
  ['户外徒步', '一起去山里走走'],
  ['数码发烧友', '新品开箱、评测与吐槽'],
];
const TEXTS = [
  '周末去山里走了一圈，空气太好了，随手拍了几张，大家看看哪张最好看？',
  '今天试了新开的那家店，味道还不错，就是排队有点久。',
  '分享一下最近的晨跑路线，日出的时候特别美。',
  '第一次尝试长曝光，还在摸索参数，求大佬指点！',
  '下班路上的晚霞，治愈一天的疲惫。',
  '有没有人一起组队去海边？时间大概在下个月。',
  '新买的镜头到了，试拍几张，锐度真的可以。',
  '记录一下今天做的甜点，卖相一般但是很好吃 😋',
  '周末露营清单整理好了，需要的可以参考。',
  '这条徒步线路强烈推荐，难度适中，风景一流。',
  '城市夜景随手拍，霓虹灯下的街角很有电影感。',
  '自制了一份早餐，全麦吐司配牛油果，简单又好吃。',
  '今天的云像一条鲸鱼，你们看出来了吗？',
  '入手了一台复古胶片机，第一卷胶卷冲洗出来了。',
  '雨后的山谷，雾气一层一层地往上飘。',
  '打卡了一家藏在巷子里的面馆，老板做了三十年。',
  '分享几张手机拍的花，春天真的来了。',
  '骑行一百公里完成！腿已经不是自己的了。',
];
/** Posts per category (seven categories: 42 posts, 36 of them with pictures) and drawn pictures. */
const POSTS_PER_CATEGORY = 6;
const PICTURES = 36;
const COMMENTS = ['太美了吧！', '求地址～', '拍得真好，用的什么设备？', '下次带上我', '收藏了', '哈哈哈同感'];

export async function seedCommunityDemo(deps: DemoDeps): Promise<boolean> {
  const { db } = deps;
  const empty = async (ex: Pick<Database, 'select'>) => (await isEmpty(ex, posts)) && isEmpty(ex, circles);
  if (!(await empty(db))) return false;
  const categories = await db.select({ id: communityCategories.id }).from(communityCategories);
  if (categories.length === 0) return false;

  // Pictures first (outside the transaction: they are files).
  // Rendered together: sharp works on its own threads while the others wait for the disk.
  const draw = (count: number, svg: (i: number) => string, prefix: string) =>
    Promise.all(Array.from({ length: count }, (_, i) => storeDrawnImage(deps, prefix, svg(i))));
  const [avatars, circleCovers, pictures] = await Promise.all([
    draw(CREATORS.length, avatarSvg, 'demo/avatar'),
    draw(CIRCLES.length, (i) => sceneSvg(i + 20, 360, 360), 'demo/circle'),
    draw(PICTURES, (i) => sceneSvg(i), 'demo/post'),
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:community-demo'))`);
    if (!(await empty(tx))) return false;
    const creators = await tx
      .insert(users)
      .values(CREATORS.map((nickname, i) => ({ nickname, avatar: avatars[i]!, isGuest: false })))
      .returning({ id: users.id });
    const circleRows = await tx
      .insert(circles)
      .values(
        CIRCLES.map(([name, description], i) => ({ name, description, cover: circleCovers[i]!, sort: i })),
      )
      .returning({ id: circles.id });
    const rows: Array<typeof posts.$inferInsert> = [];
    let pic = 0;
    let n = 0;
    for (const category of categories) {
      for (let i = 0; i < POSTS_PER_CATEGORY; i++, n++) {
        const imageCount = [3, 1, 2, 0, 4, 1, 2][n % 7]!;
        const images = Array.from({ length: imageCount }, () => pictures[pic++ % pictures.length]!);
        rows.push({
          userId: creators[n % creators.length]!.id,
          categoryId: category.id,
          // Most picture posts belong to a circle, spread over all of them (issue 22).
          circleId: images.length > 0 && n % 5 !== 4 ? circleRows[n % circleRows.length]!.id : null,
          text: TEXTS[n % TEXTS.length]!,
          kind: images.length > 0 ? 'image' : 'text',
          images,
          price: n % 9 === 4 ? 300 : 0,
          status: 'published',
          viewCount: 50 + ((n * 37) % 900),
          createdAt: new Date(Date.now() - n * 47 * 60_000),
        });
      }
    }
    // Oldest first, so ids grow with time like real posts (feeds sort by id).
    rows.reverse();
    const inserted = await tx.insert(posts).values(rows).returning({ id: posts.id, userId: posts.userId });
    // Likes, comments and follows, spread so the ranking has an order.
    const likeRows: Array<typeof likes.$inferInsert> = [];
    const followRows: Array<typeof follows.$inferInsert> = [];
    for (const [pi, p] of inserted.entries()) {
      for (const [ci, c] of creators.entries())
        if (c.id !== p.userId && (pi + ci) % 3 === 0)
          likeRows.push({ targetKind: 'post', targetId: p.id, userId: c.id });
    }
    for (const [ai, a] of creators.entries())
      for (const [bi, b] of creators.entries())
        if (a.id !== b.id && (ai * 3 + bi) % 4 === 0) followRows.push({ followerId: a.id, creatorId: b.id });
    if (likeRows.length) await tx.insert(likes).values(likeRows);
    if (followRows.length) await tx.insert(follows).values(followRows);
    for (const [pi, p] of inserted.entries()) {
      if (pi % 2 === 1) continue;
      const author = creators[(pi + 1) % creators.length]!.id;
      const [top] = await insertCommentRows(tx, [
        {
          targetKind: 'post',
          targetId: p.id,
          userId: author,
          text: COMMENTS[pi % COMMENTS.length]!,
          replyCount: 1,
        },
      ]);
      await insertCommentRows(tx, [
        {
          targetKind: 'post',
          targetId: p.id,
          userId: p.userId,
          rootId: top!.id,
          parentId: top!.id,
          replyToUserId: author,
          text: '谢谢喜欢～',
        },
      ]);
    }
    await tx.execute(sql`
      update posts set
        like_count = (select count(*) from likes l where l.target_kind = 'post' and l.target_id = posts.id),
        comment_count = (select count(*) from comments c where c.target_kind = 'post' and c.target_id = posts.id)`);
    deps.log?.info({ posts: inserted.length }, 'community demo seeded');
    return true;
  });
}
