import { walletCalls as c } from '../calls/wallet.ts';
import { listRequest, listResult } from '../list.ts';
import {
  exchangeItem,
  exchangeRecord,
  memberCard,
  payTypeInfo,
  payTypeInfoRequest,
  productList,
  productListRequest,
  purchaseListRequest,
  purchaseRecord,
  rechargeHistoryRequest,
  rechargeOrder,
  rechargeStatusRequest,
  rechargeSubmitRequest,
  rechargeSubmitResult,
  redeemCodeRecord,
  redeemCodeUseRequest,
  redeemCodeUseResult,
  redeemExchangeRequest,
  redeemExchangeResult,
  walletLogEntry,
  walletLogRequest,
} from '../wallet.ts';
import { endpoint } from './endpoint.ts';

/** The wallet calls with their schemas (request body and `data`, plain after decryption). */
export const walletEndpoints = {
  // Wallet, VIP and payments (issue 4).
  goldPayTypeInfo: endpoint(c.goldPayTypeInfo, {
    request: payTypeInfoRequest,
    response: payTypeInfo,
    summary: 'Pay channels open for recharge, with their amount limits',
  }),
  productList: endpoint(c.productList, {
    request: productListRequest,
    response: productList,
    summary: 'VIP plans, gold packs or diamond packs (prices in fen) and the pay channels',
  }),
  rechargeSubmit: endpoint(c.rechargeSubmit, {
    request: rechargeSubmitRequest,
    response: rechargeSubmitResult,
    summary: "Create a recharge order at the gateway; returns the gateway's pay page",
  }),
  rechargeStatus: endpoint(c.rechargeStatus, {
    request: rechargeStatusRequest,
    response: rechargeOrder,
    summary: 'One of your recharge orders (poll it while the gateway confirms)',
  }),
  rechargeHistory: endpoint(c.rechargeHistory, {
    request: rechargeHistoryRequest,
    response: listResult(rechargeOrder),
    summary: 'Your recharge orders, newest first',
  }),
  redeemCodeUse: endpoint(c.redeemCodeUse, {
    request: redeemCodeUseRequest,
    response: redeemCodeUseResult,
    summary: 'Redeem a code for gold, diamonds or VIP days (wrong guesses are rate limited)',
  }),
  redeemCodeList: endpoint(c.redeemCodeList, {
    request: listRequest,
    response: listResult(redeemCodeRecord),
    summary: 'Codes you redeemed, newest first',
  }),
  redeemList: endpoint(c.redeemList, {
    request: listRequest,
    response: listResult(exchangeItem),
    summary: 'Items to exchange gold or diamonds for',
  }),
  redeemExchange: endpoint(c.redeemExchange, {
    request: redeemExchangeRequest,
    response: redeemExchangeResult,
    summary: 'Spend gold or diamonds on an exchange item',
  }),
  redeemHistory: endpoint(c.redeemHistory, {
    request: listRequest,
    response: listResult(exchangeRecord),
    summary: 'Your exchanges, newest first',
  }),
  cardList: endpoint(c.cardList, {
    request: listRequest,
    response: listResult(memberCard),
    summary: 'Your member cards: every grant of VIP days, newest first',
  }),
  purchaseList: endpoint(c.purchaseList, {
    request: purchaseListRequest,
    response: listResult(purchaseRecord),
    summary: 'Content you bought, newest first (optionally of one kind)',
  }),
  walletLog: endpoint(c.walletLog, {
    request: walletLogRequest,
    response: listResult(walletLogEntry),
    summary: 'Gold and diamond movements of your wallet, newest first',
  }),
};
