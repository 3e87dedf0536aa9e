import { createHash } from 'node:crypto';
import { escapeHtml, formatBRL, formatDateTime } from '@celebra/format';
import type { LocalCheckout } from './local-checkout.repository';
import { localCheckoutTexts as t } from './local-checkout.texts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b;line-height:1.5}
.banner{background:#b45309;color:#fff;text-align:center;font-weight:800;font-size:1.25rem;letter-spacing:.04em;padding:1rem}
main{max-width:34rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem;margin-bottom:1rem}
h1{font-size:1.35rem;margin:0 0 .75rem}
.intro{color:#52525b;font-size:.95rem}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid #e4e4e7;padding-top:.75rem;margin-top:.75rem}
.total strong{font-size:1.75rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.35rem 0;border-bottom:1px solid #f4f4f5}
td.num,th.num{text-align:right;padding-left:.75rem}
.pix{display:flex;gap:1rem;align-items:center;border:2px dashed #0f766e;border-radius:.75rem;padding:1rem}
.pix svg{width:140px;height:140px;flex:none}
.pix h2{font-size:1.05rem;margin:0 0 .25rem;color:#0f766e}
.pix p{margin:0;font-size:.85rem;color:#52525b}
.cardpay{border:2px dashed #1d4ed8;border-radius:.75rem;padding:1rem}
.cardpay h2{font-size:1.05rem;margin:0 0 .25rem;color:#1d4ed8}
.cardpay p{margin:0;font-size:.85rem;color:#52525b}
.cardpay p.installments{margin-top:.5rem;font-weight:700;color:#18181b}
.muted{color:#52525b;font-size:.85rem}
.actions{display:flex;gap:.75rem;margin-top:1rem}
.actions form{flex:1;margin:0}
button{width:100%;font:inherit;font-weight:700;font-size:1.1rem;border:0;border-radius:.5rem;padding:.85rem;cursor:pointer}
.pay{background:#15803d;color:#fff}
.refuse{background:#e4e4e7;color:#18181b}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a.back{display:inline-block;margin-top:1rem;color:#1d4ed8;font-weight:600}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** CSP of these pages: nothing but the one inline style, forms posting to this origin. */
export const LOCAL_CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function layout(body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.pageTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner">${escapeHtml(t.banner)}</header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface BackLink {
  href: string;
  label: string;
}

function backLink(link: BackLink | undefined): string {
  return link
    ? `<a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
    : '';
}

/** The simulated card payment: no card data asked, the instalments offered when more than 1. */
function cardBox(maxInstallments: number): string {
  const installments =
    maxInstallments > 1
      ? `<p class="installments">${escapeHtml(t.installments(maxInstallments))}</p>`
      : '';
  return `<section class="card cardpay" aria-label="${escapeHtml(t.cardTitle)}">
<h2>${escapeHtml(t.cardTitle)}</h2><p>${escapeHtml(t.cardNote)}</p>${installments}
</section>`;
}

/** The simulated Pix: a QR code of this page (to open it on another device). */
function pixBox(qrSvg: string): string {
  return `<section class="card pix" aria-label="${escapeHtml(t.pixTitle)}">
${qrSvg}
<div><h2>${escapeHtml(t.pixTitle)}</h2><p>${escapeHtml(t.pixNote)}</p></div>
</section>`;
}

/**
 * The checkout of a pending payment: amount, items, the simulated card box (an order the guest
 * pays by card) or the Pix-style box (Pix, and a host's service), "Pagar" and "Recusar".
 */
export function renderCheckoutPage(input: {
  checkout: LocalCheckout;
  /** Path of the page itself; the buttons post to <path>/pay and <path>/refuse. */
  pagePath: string;
  /** The page's query (`?return=…`), kept by the buttons' posts. */
  query?: string;
  /** Inline SVG QR code of the page's URL (trusted markup from the qrcode library); Pix only. */
  qrSvg: string;
  /** CARD_MAX_INSTALLMENTS: the instalments a card payment offers. */
  maxInstallments: number;
  back?: BackLink;
}): string {
  const { checkout } = input;
  const heading =
    checkout.kind === 'order'
      ? t.orderHeading(checkout.title)
      : t.serviceHeading(checkout.title);
  const rows = checkout.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="num">${item.quantity}</td><td class="num">${escapeHtml(formatBRL(item.unitPrice * item.quantity))}</td></tr>`,
    )
    .join('\n');
  const validUntil = checkout.expiresAt
    ? `<p class="muted">${escapeHtml(t.validUntil(formatDateTime(checkout.expiresAt)))}</p>`
    : '';
  return layout(`<section class="card">
<h1>${escapeHtml(heading)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
<table>
<thead><tr><th>${escapeHtml(t.items)}</th><th class="num">${escapeHtml(t.quantity)}</th><th class="num">R$</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<div class="total"><span>${escapeHtml(t.total)}</span><strong data-testid="amount">${escapeHtml(formatBRL(checkout.amount))}</strong></div>
${validUntil}
</section>
${checkout.paymentMethod === 'CARD' ? cardBox(input.maxInstallments) : pixBox(input.qrSvg)}
<div class="actions">
<form method="post" action="${escapeHtml(`${input.pagePath}/pay${input.query ?? ''}`)}"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form>
<form method="post" action="${escapeHtml(`${input.pagePath}/refuse${input.query ?? ''}`)}"><button class="refuse" type="submit">${escapeHtml(t.refuse)}</button></form>
</div>
${backLink(input.back)}`);
}

/** A page with only a title, a text and the way back (result, expired, unknown, failure). */
export function renderMessagePage(
  title: string,
  text: string,
  back?: BackLink,
): string {
  return layout(`<section class="card">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${backLink(back)}
</section>`);
}
