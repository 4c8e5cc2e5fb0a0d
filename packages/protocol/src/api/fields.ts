import { z } from 'zod';

/** Field groups several schemas share, spread into their shapes (`{ ...userFaceFields, ... }`). */

/** Who someone is where a list or a comment shows them: id, nickname and avatar (image path). */
export const userFaceFields = { id: z.number().int(), nickname: z.string(), avatar: z.string() };

/** What paying gold for an item answers: gold charged by this call (0 when already owned), the balance after. */
export const purchaseOutcomeFields = {
  charged: z.number().int(),
  balance: z.number().int(),
  alreadyOwned: z.boolean(),
};
