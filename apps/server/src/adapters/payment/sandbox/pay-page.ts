/**
 * The sandbox cashier's pages: plain server-rendered HTML for phones (zh-CN), no scripts
 * except the timed return to the merchant. Styled after the cashiers people know: the amount
 * large, the order details below, one strong confirm button in the channel's colour.
 */

export interface PageOrder {
  tradeNo: string;
  outTradeNo: string;
  merchantName: string;
  name: string;
  money: string;
  type: string;
  /** UTC ms the gateway stops accepting the payment. */
  expiresAt: number;
}

const CHANNELS: Record<string, { label: string; color: string; mark: string }> = {
  alipay: { label: '支付宝', color: '#1677FF', mark: '支' },
  wxpay: { label: '微信支付', color: '#07C160', mark: '微' },
  bank: { label: '云闪付', color: '#E60012', mark: '云' },
  qqpay: { label: 'QQ钱包', color: '#12B7F5', mark: 'Q' },
};

export function channelOf(type: string) {
  return CHANNELS[type] ?? { label: type, color: '#366CE3', mark: '付' };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#f2f3f7;color:#1f2329;font:15px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Microsoft YaHei",sans-serif;-webkit-text-size-adjust:100%}
.bar{position:sticky;top:0;display:flex;align-items:center;justify-content:center;height:48px;background:#fff;font-size:17px;font-weight:600;border-bottom:1px solid #eceef2}
.bar .tag{margin-left:8px;padding:1px 6px;border-radius:4px;background:#fff4e5;color:#d46b08;font-size:11px;font-weight:500}
.wrap{max-width:480px;margin:0 auto;padding:16px}
.amount{padding:28px 16px 22px;text-align:center;background:#fff;border-radius:14px}
.amount .merchant{color:#646a73;font-size:14px}
.amount .money{margin-top:10px;font-size:40px;font-weight:700;letter-spacing:.5px;font-family:"DIN Alternate","Helvetica Neue",Arial,sans-serif}
.amount .money small{font-size:24px;margin-right:2px}
.amount .timer{display:inline-block;margin-top:10px;padding:2px 10px;border-radius:10px;background:#f5f6f8;color:#8f959e;font-size:12px}
.rows{margin-top:12px;background:#fff;border-radius:14px;padding:4px 16px}
.row{display:flex;justify-content:space-between;gap:16px;padding:13px 0;border-bottom:1px solid #f0f1f4;font-size:14px}
.row:last-child{border-bottom:0}
.row span:first-child{color:#8f959e;flex:none}
.row span:last-child{text-align:right;word-break:break-all}
.channel{margin-top:12px;display:flex;align-items:center;gap:12px;padding:14px 16px;background:#fff;border-radius:14px}
.channel .mark{width:32px;height:32px;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700}
.channel .name{flex:1;font-size:15px}
.channel .check{width:20px;height:20px;border-radius:50%;display:flex;align-items:center;justify-content:center;color:#fff;font-size:12px}
.actions{margin-top:28px;display:flex;flex-direction:column;gap:12px}
button,.btn{display:block;width:100%;height:48px;border:0;border-radius:24px;font-size:17px;font-weight:600;text-align:center;line-height:48px;text-decoration:none;cursor:pointer}
.primary{color:#fff}
.ghost{background:#fff;color:#646a73;border:1px solid #dfe1e6;font-weight:500}
.note{margin-top:18px;text-align:center;color:#a0a5ad;font-size:12px}
.result{margin-top:40px;text-align:center}
.result .icon{width:64px;height:64px;margin:0 auto;border-radius:50%;display:flex;align-items:center;justify-content:center;color:#fff;font-size:34px;font-weight:700}
.result h1{margin-top:16px;font-size:20px}
.result p{margin-top:8px;color:#8f959e;font-size:14px}
.result .money{margin-top:14px;font-size:30px;font-weight:700}
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head><body><div class="bar">收银台<span class="tag">沙箱</span></div>${body}</body></html>`;
}

function minutesLeft(expiresAt: number, now: number): string {
  const s = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The pay page: amount, order details, channel, 确认支付 / 取消. */
export function payPage(o: PageOrder, actionBase: string, now = Date.now()): string {
  const ch = channelOf(o.type);
  const [yuan, fen] = o.money.split('.');
  return page(
    `${ch.label} - 收银台`,
    `<main class="wrap">
<section class="amount"><div class="merchant">${escapeHtml(o.merchantName)}</div>
<div class="money" data-testid="pay-amount"><small>¥</small>${escapeHtml(yuan ?? '0')}.${escapeHtml(fen ?? '00')}</div>
<div class="timer">请在 ${minutesLeft(o.expiresAt, now)} 内完成支付</div></section>
<section class="rows">
<div class="row"><span>商品</span><span>${escapeHtml(o.name)}</span></div>
<div class="row"><span>商户订单号</span><span>${escapeHtml(o.outTradeNo)}</span></div>
<div class="row"><span>交易号</span><span>${escapeHtml(o.tradeNo)}</span></div>
</section>
<section class="channel"><span class="mark" style="background:${ch.color}">${ch.mark}</span><span class="name">${escapeHtml(ch.label)}</span><span class="check" style="background:${ch.color}">✓</span></section>
<div class="actions">
<form method="post" action="${escapeHtml(actionBase)}/confirm"><button class="primary" style="background:${ch.color}" type="submit">确认支付</button></form>
<form method="post" action="${escapeHtml(actionBase)}/cancel"><button class="ghost" type="submit">取消</button></form>
</div>
<p class="note">沙箱环境 · 模拟支付，不会产生真实扣款</p>
</main>`,
  );
}

/** After 确认支付: success, then back to the merchant after a moment. */
export function paidPage(o: PageOrder, returnUrl: string): string {
  const ch = channelOf(o.type);
  const target = escapeHtml(returnUrl);
  return page(
    '支付成功',
    `<main class="wrap"><section class="result">
<div class="icon" style="background:${ch.color}">✓</div>
<h1>支付成功</h1>
<div class="money">¥${escapeHtml(o.money)}</div>
<p>${escapeHtml(o.name)}</p>
<p>正在返回商户…</p>
</section>
<div class="actions"><a class="btn primary" style="background:${ch.color}" href="${target}">返回商户</a></div>
<p class="note">沙箱环境 · 模拟支付，不会产生真实扣款</p></main>
<script>setTimeout(function(){location.replace(${JSON.stringify(returnUrl).replace(/</g, '\\u003c')})},1200)</script>`,
  );
}

/** A page for an order that cannot be paid (closed, cancelled) or a refused request. */
export function messagePage(title: string, message: string, backUrl?: string): string {
  return page(
    title,
    `<main class="wrap"><section class="result">
<div class="icon" style="background:#c9cdd4">!</div>
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></section>
${backUrl ? `<div class="actions"><a class="btn ghost" href="${escapeHtml(backUrl)}">返回商户</a></div>` : ''}
</main>`,
  );
}
