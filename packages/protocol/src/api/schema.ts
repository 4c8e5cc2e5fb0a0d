import { z } from 'zod';

/**
 * An object schema with a name: `id` becomes its component name in the OpenAPI document
 * (`#/components/schemas/<id>`) and in every JSON Schema made from it.
 */
export function named<S extends z.ZodRawShape>(id: string, shape: S) {
  return z.object(shape).meta({ id });
}
