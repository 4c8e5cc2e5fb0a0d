/**
 * Demo picture sets (contentType 7) and reserved listings (contentType 8), once, when none
 * exist: photo-like SVG pictures stored obfuscated; a mix of free, VIP and paid items.
 */
import { type DemoDeps, isEmpty, storeImage } from '../../demo/seed.ts';
import { galleryItems } from './gallery.schema.ts';
import { drawPhoto } from './gallery-art.ts';

const SETS = [
  { title: '山野日落', tags: ['风景', '日落'], access: 'free', price: 0, pictures: 8 },
  { title: '城市夜色', tags: ['城市', '夜景'], access: 'paid', price: 300, pictures: 10 },
  { title: '海边的夏天', tags: ['海边', '旅行'], access: 'vip', price: 500, pictures: 9 },
  { title: '雪山星空', tags: ['星空', '风景'], access: 'paid', price: 200, pictures: 8 },
  { title: '秋日私语', tags: ['写真', '秋天'], access: 'free', price: 0, pictures: 6 },
] as const;

const LISTINGS = [
  {
    title: '周末旅拍摄影师',
    city: '上海',
    tags: ['约拍', '旅拍'],
    access: 'paid',
    price: 800,
    contact: '微信：shot_sh_2024（备注来自LLD）',
  },
  {
    title: '王者荣耀陪玩 · 国服打野',
    city: '成都',
    tags: ['陪玩', '游戏'],
    access: 'paid',
    price: 300,
    contact: 'QQ：88231456',
  },
  {
    title: '古风汉服妆造',
    city: '杭州',
    tags: ['汉服', '妆造'],
    access: 'vip',
    price: 500,
    contact: '电话：0571-8888 6666',
  },
  {
    title: '城市夜跑搭子',
    city: '深圳',
    tags: ['运动', '交友'],
    access: 'free',
    price: 0,
    contact: '群号：524 118 093',
  },
  {
    title: '私房菜上门',
    city: '广州',
    tags: ['美食', '上门'],
    access: 'paid',
    price: 500,
    contact: '微信：gz_sifangcai',
  },
] as const;

export async function seedGallery(deps: DemoDeps): Promise<{ seeded: boolean; items: number }> {
  const { db } = deps;
  if (!(await isEmpty(db, galleryItems))) return { seeded: false, items: 0 };
  const store = (svg: string) => storeImage(deps, 'gallery', svg);
  const rows: Array<typeof galleryItems.$inferInsert> = [];
  let seed = 1;
  for (const s of SETS) {
    const pictures = [];
    for (let i = 0; i < s.pictures; i++) {
      const [w, h] = i % 3 === 2 ? [750, 520] : [750, 1000];
      pictures.push({
        url: await store(drawPhoto(seed++, w, h, `${s.title} · ${i + 1}`)),
        width: w,
        height: h,
      });
    }
    rows.push({
      contentType: 7,
      title: s.title,
      cover: pictures[0]!.url,
      description: `${s.title}，共${s.pictures}张。`,
      tags: [...s.tags],
      pictures,
      previewCount: 3,
      access: s.access,
      price: s.price,
    });
  }
  for (const l of LISTINGS) {
    const pictures = [];
    for (let i = 0; i < 4; i++)
      pictures.push({
        url: await store(drawPhoto(seed++, 750, 1000, `${l.city} · ${l.title}`)),
        width: 750,
        height: 1000,
      });
    rows.push({
      contentType: 8,
      title: l.title,
      cover: pictures[0]!.url,
      description: `${l.city}本地，${l.tags.join('、')}。解锁后可查看联系方式并直接预约。`,
      tags: [...l.tags],
      pictures,
      previewCount: 2,
      city: l.city,
      contact: l.contact,
      access: l.access,
      price: l.price,
    });
  }
  await db.insert(galleryItems).values(rows);
  deps.log?.info({ items: rows.length }, 'demo picture sets and listings seeded');
  return { seeded: true, items: rows.length };
}
