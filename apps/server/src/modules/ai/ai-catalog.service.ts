import type { AiCreditPack, AiCreditPackInput, AiTemplate, AiTemplateInput } from '@lld/protocol/api/ai';
import type { AiToolName } from '@lld/protocol/api/calls/ai';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, count, eq } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { insertRow, rowById, updateRow } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { DEMO_CREDIT_PACKS, DEMO_TEMPLATES, TOOL_PRICES } from './ai.catalog.ts';
import { aiCreditPacks, aiTemplates } from './ai.schema.ts';

type TemplateRow = typeof aiTemplates.$inferSelect;
type PackRow = typeof aiCreditPacks.$inferSelect;

const toTemplate = ({ prompt: _p, sort: _s, enabled: _e, updatedAt: _u, ...t }: TemplateRow): AiTemplate => ({
  ...t,
  price: TOOL_PRICES[t.tool],
});
/** A row as the console gets it: every column, `updatedAt` in UTC seconds. */
const forConsole = <R extends { updatedAt: Date }>(row: R) => ({ ...row, updatedAt: seconds(row.updatedAt) });
const toPack = (p: PackRow): AiCreditPack => ({
  id: p.id,
  name: p.name,
  credits: p.credits,
  price: p.price,
  currency: p.currency,
});

/**
 * The studio's operator data: templates (styles, scenes, characters, motions) and credit packs,
 * in tables the operator edits through `/api/admin/ai/*` (content editors the templates,
 * finance the packs; every write is audited by the admin scope). Users see the enabled ones,
 * in the operator's order.
 */
export class AiCatalogService {
  constructor(private readonly db: Database) {}

  /** Enabled templates (of one tool), as users see them: no prompt. */
  async templates(tool?: AiToolName): Promise<AiTemplate[]> {
    const rows = await this.db
      .select()
      .from(aiTemplates)
      .where(and(eq(aiTemplates.enabled, true), tool ? eq(aiTemplates.tool, tool) : undefined))
      .orderBy(asc(aiTemplates.tool), asc(aiTemplates.sort), asc(aiTemplates.id));
    return rows.map(toTemplate);
  }

  /** An enabled template of `tool` with its prompt, or undefined. */
  async template(id: string, tool: AiToolName): Promise<TemplateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(aiTemplates)
      .where(and(eq(aiTemplates.id, id), eq(aiTemplates.tool, tool), eq(aiTemplates.enabled, true)));
    return row;
  }

  /** A template's prompt for the worker (also when disabled since the job was accepted). */
  async prompt(id: string | undefined): Promise<string> {
    if (!id) return '';
    const [row] = await this.db
      .select({ prompt: aiTemplates.prompt })
      .from(aiTemplates)
      .where(eq(aiTemplates.id, id));
    return row?.prompt ?? '';
  }

  async packs(): Promise<AiCreditPack[]> {
    const rows = await this.db
      .select()
      .from(aiCreditPacks)
      .where(eq(aiCreditPacks.enabled, true))
      .orderBy(asc(aiCreditPacks.sort), asc(aiCreditPacks.id));
    return rows.map(toPack);
  }

  async pack(id: number): Promise<AiCreditPack | undefined> {
    const [row] = await this.db
      .select()
      .from(aiCreditPacks)
      .where(and(eq(aiCreditPacks.id, id), eq(aiCreditPacks.enabled, true)));
    return row ? toPack(row) : undefined;
  }

  // Operator side ---------------------------------------------------------------------------

  async allTemplates() {
    const rows = await this.db
      .select()
      .from(aiTemplates)
      .orderBy(asc(aiTemplates.tool), asc(aiTemplates.sort), asc(aiTemplates.id));
    return rows.map(forConsole);
  }

  async templateRow(id: string) {
    const row = await rowById(this.db, aiTemplates, id, 'template');
    return forConsole(row);
  }

  async createTemplate(input: AiTemplateInput & { id: string }) {
    const [row] = await this.db.insert(aiTemplates).values(input).onConflictDoNothing().returning();
    if (!row) throw new AppError(ResultCode.CONFLICT, 'template id taken', '模板编号已存在');
    return forConsole(row);
  }

  async updateTemplate(id: string, input: AiTemplateInput) {
    const row = await updateRow(this.db, aiTemplates, id, { ...input, updatedAt: new Date() }, 'template');
    return forConsole(row);
  }

  async allPacks() {
    const rows = await this.db
      .select()
      .from(aiCreditPacks)
      .orderBy(asc(aiCreditPacks.sort), asc(aiCreditPacks.id));
    return rows.map(forConsole);
  }

  async packRow(id: number) {
    const row = await rowById(this.db, aiCreditPacks, id, 'credit pack');
    return forConsole(row);
  }

  async createPack(input: AiCreditPackInput) {
    const row = await insertRow(this.db, aiCreditPacks, input);
    return forConsole(row);
  }

  async updatePack(id: number, input: AiCreditPackInput) {
    const row = await updateRow(
      this.db,
      aiCreditPacks,
      id,
      { ...input, updatedAt: new Date() },
      'credit pack',
    );
    return forConsole(row);
  }
}

/** The demo's templates and packs, into tables that have none (first start, or tests). */
export async function seedAiCatalog(db: Database): Promise<void> {
  const [templates] = await db.select({ n: count() }).from(aiTemplates);
  if ((templates?.n ?? 0) === 0)
    await db
      .insert(aiTemplates)
      .values(DEMO_TEMPLATES.map((t, i) => ({ ...t, colors: t.colors as [string, string], sort: i })))
      .onConflictDoNothing();
  const [packs] = await db.select({ n: count() }).from(aiCreditPacks);
  if ((packs?.n ?? 0) === 0)
    await db.insert(aiCreditPacks).values(DEMO_CREDIT_PACKS.map((p, i) => ({ ...p, sort: i })));
}
