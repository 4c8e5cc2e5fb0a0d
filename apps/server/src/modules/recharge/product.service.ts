import type { Product, ProductKind } from '@lld/protocol/api/wallet';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import { products } from './recharge.schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

export function toProduct(r: ProductRow): Product {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    badge: r.badge,
    priceFen: r.priceFen,
    originalFen: r.originalFen,
    tier: r.kind === 'vip' ? r.tier : null,
    days: r.kind === 'vip' ? r.days : 0,
    cardName: r.kind === 'vip' ? r.cardName : '',
    amount: r.kind === 'vip' ? 0 : r.amount,
    bonus: r.kind === 'vip' ? 0 : r.bonus,
    benefits: r.benefits,
  };
}

/** The catalogue money buys: VIP plans, gold packs, diamond packs (operator-managed). */
export class ProductService {
  constructor(private readonly db: Database) {}

  /** Enabled products of a kind in display order (one indexed query). */
  async list(kind: ProductKind): Promise<Product[]> {
    const rows = await this.db
      .select()
      .from(products)
      .where(and(eq(products.kind, kind), eq(products.enabled, true)))
      .orderBy(asc(products.sort), asc(products.id));
    return rows.map(toProduct);
  }

  async all(): Promise<ProductRow[]> {
    return this.db.select().from(products).orderBy(asc(products.kind), asc(products.sort), asc(products.id));
  }

  async get(id: number): Promise<ProductRow | null> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    return row ?? null;
  }

  async create(values: ProductInsert): Promise<ProductRow> {
    return insertRow(this.db, products, values);
  }

  async update(id: number, values: Partial<ProductInsert>): Promise<ProductRow> {
    return updateRow(this.db, products, id, { ...values, updatedAt: new Date() }, 'product');
  }
}
