import { defineCalls } from './define.ts';

/** Where the wallet calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const walletCalls = defineCalls({
  goldPayTypeInfo: ['POST', '/app/gold/paytypeinfo', 'required'],
  productList: ['POST', '/app/product/list', 'required'],
  rechargeSubmit: ['POST', '/app/recharge/submit', 'required'],
  rechargeStatus: ['POST', '/app/recharge/status', 'required'],
  rechargeHistory: ['POST', '/app/recharge/history', 'required'],
  redeemCodeUse: ['POST', '/app/redeemcode/use', 'required'],
  redeemCodeList: ['POST', '/app/redeemcode/list', 'required'],
  redeemList: ['POST', '/app/redeem/list', 'required'],
  redeemExchange: ['POST', '/app/redeem/exchange', 'required'],
  redeemHistory: ['POST', '/app/redeem/history', 'required'],
  cardList: ['POST', '/app/card/list', 'required'],
  purchaseList: ['POST', '/app/purchase/list', 'required'],
  walletLog: ['POST', '/app/wallet/log', 'required'],
});
