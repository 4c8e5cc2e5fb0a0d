// One brand, from config (issue 22): with APP_NAME set to another name, no "LLD" and no default
// name reach what a user sees: the page, the installed app's manifest, the runtime config, the
// SMS text, and every text the demo writes into the database or draws into its pictures.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeImage } from '@lld/protocol/image-codec';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../adapters/sms/sms.ts';
import { DEFAULT_APP_NAME } from '../config.ts';
import { rowsOf } from '../db/database.ts';
import { DEMO_AI_FLOATING, DEMO_BANNERS, DEMO_FLOATING, DEMO_ICONS } from '../modules/ping/demo-ads.ts';
import { TestClient } from '../test/client.ts';
import { useTestApp } from '../test/harness.ts';
import { bannerSvg, iconSvg } from './art.ts';

const NAME = '星河视频';
/** The other brands: the old one and APP_NAME's default. */
const OTHER = /LLD|来了点/;
/** Machine formats that carry the letters and are no brand a user reads (PROTOCOL, credentials). */
const MACHINE = /__LLD__|LLDX1|LLDC1\.|LLDL1\./g;

const WEB = path.resolve(import.meta.dirname, '../../../web');
const dist = mkdtempSync(path.join(tmpdir(), 'lld-brand-dist-'));
// The page as the web build writes it (index.html is copied as it is) and its manifest's names
// (apps/web/pwa/brand.ts: the built default name).
writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(WEB, 'index.html'), 'utf8'));
writeFileSync(
  path.join(dist, 'manifest.webmanifest'),
  JSON.stringify({
    name: DEFAULT_APP_NAME,
    short_name: DEFAULT_APP_NAME,
    description: `${DEFAULT_APP_NAME} · 追剧、漫画、社区一站看`,
    lang: 'zh-CN',
  }),
);
const sms = new ConsoleSmsSender();
const h = useTestApp({ APP_NAME: NAME, DEMO_CONTENT: 'on', WEB_DIST: dist }, { smsSender: sms });

const visible = (text: string) => text.replace(MACHINE, '');

describe(`APP_NAME=${NAME}: no other brand reaches a user`, () => {
  it('names the page: title, splash and description', async () => {
    const r = await h.t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain(`<title>${NAME}</title>`);
    expect(r.body).toContain(`<div class="splash-name">${NAME}</div>`);
    expect(r.body).toMatch(new RegExp(`<meta name="description" content="${NAME} · `));
    expect(visible(r.body)).not.toMatch(OTHER);
  });

  it('names the installed app (manifest) and the runtime config', async () => {
    const m = (await h.t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(m).toMatchObject({ name: NAME, short_name: NAME });
    expect(m.description).toContain(NAME);
    expect(JSON.stringify(m)).not.toMatch(OTHER);
    const rc = (await h.t.app.inject({ method: 'GET', url: '/api/runtime-config.json' })).json();
    expect(rc.appName).toBe(NAME);
  });

  it('signs the SMS with it', async () => {
    await h.t.app.services.smsCodes.send('13800138000', 'login', '203.0.113.9');
    const [sent] = sms.outbox('13800138000');
    expect(sent?.text.startsWith(`【${NAME}】`)).toBe(true);
    expect(sent?.text).not.toMatch(OTHER);
  });

  it('greets with it in the demo announcement (home notice bar)', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    const cfg = await c.call('pingConfig');
    expect(cfg.data.announcement.map((a: { title: string }) => a.title)).toContain(`欢迎来到${NAME}`);
    expect(visible(JSON.stringify(cfg.data))).not.toMatch(OTHER);
  });

  it('writes no other brand into any text of the demo database', async () => {
    const db = h.db.db;
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = rowsOf<{ v: string }>(
        await db.execute(
          sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} where ${sql.identifier(column)}::text ~ ${OTHER.source}`,
        ),
      );
      for (const { v } of rows)
        if (OTHER.test(visible(v))) found.push(`${table}.${column}: ${v.slice(0, 80)}`);
    }
    expect(found).toEqual([]);
  });

  it('draws no other brand into the demo pictures', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith('.svg')) files.push(p);
      }
    };
    walk(path.join(h.t.config.dataDir, 'files'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((f) =>
      OTHER.test(new TextDecoder().decode(decodeImage(readFileSync(f), h.t.config.imageKey))),
    );
    // The ads' art is stored as WebP where the server has a CJK font (demo/raster.ts): read as drawn.
    const ads = [
      ...Object.values(DEMO_BANNERS).flatMap((list) => list.map((b, i) => bannerSvg(b, i))),
      ...[...DEMO_ICONS, DEMO_FLOATING, DEMO_AI_FLOATING].map((icon) => iconSvg(icon)),
    ];
    found.push(...ads.filter((svg) => OTHER.test(svg)));
    expect(found).toEqual([]);
  });
});
