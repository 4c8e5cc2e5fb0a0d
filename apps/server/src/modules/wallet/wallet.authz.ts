// The wallet's calls only read the caller's own records (issue 20's authorisation matrix).
import { authzTable } from '../../test/authz.ts';

export const authz = authzTable({ rows: {}, reads: ['cardList', 'purchaseList', 'walletLog'] });
