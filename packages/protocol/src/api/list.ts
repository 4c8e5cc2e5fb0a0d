import { z } from 'zod';

/** PROTOCOL §5: page from 1, pageSize 1..50, default 10. Filters are added with `.extend`. */
export const listRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
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
