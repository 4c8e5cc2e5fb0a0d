import { z } from 'zod';
import { LIST_DEFAULTS } from '../constants.ts';

/** PROTOCOL §5: page from 1, pageSize 1..50, default 10. Filters are added with `.extend`. */
export const listRequest = z.object({
  page: z.number().int().min(LIST_DEFAULTS.firstPage).max(100_000).default(LIST_DEFAULTS.firstPage),
  pageSize: z
    .number()
    .int()
    .min(LIST_DEFAULTS.minPageSize)
    .max(LIST_DEFAULTS.maxPageSize)
    .default(LIST_DEFAULTS.pageSize),
});
export type ListRequest = z.infer<typeof listRequest>;

export function listResult<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    hasMore: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().optional(),
  });
}
export type ListResult<T> = { list: T[]; hasMore: boolean; page: number; pageSize: number; total?: number };
