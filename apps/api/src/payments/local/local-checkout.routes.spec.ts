import { formatBRL } from '@celebra/format';
import {
  eventServices,
  events,
  orders,
  paymentEvents,
  services,
  oneRow,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { computeEventBalances } from '../../modules/money/balances.service';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { buyGifts, postPurchase, purchaseBody } from '../testing/guest-orders';
import { lastOutboxId, outboxRows } from '../testing/outbox-rows';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_POLL_SECONDS: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const pagePath = (reference: string) => `/api/payments/local/${reference}`;
/** The checkout link's path with its sealed `?return=`, as the guest's browser opens it. */
const linkPath = (paymentLink: string) => {
  const url = new URL(paymentLink);
  return `${url.pathname}${url.search}`;
};
const returnQuery = (paymentLink: string) => new URL(paymentLink).search;
/** The guest's 'Obrigado!' page of an order bought with buyGifts. */
const obrigadoUrl = (
  slug: string,
  order: { id: number; statusToken: string },
) =>
  `http://site.localhost:8080/${slug}/obrigado/${order.id}?token=${order.statusToken}`;

async function orderStatus(id: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, id));
  return order;
}

async function eventRowsFor(reference: string) {
  return db()
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.reference, reference));
}

describe('local checkout page', () => {
  it('shows the demonstration banner, the amount in BRL, the items and the two buttons, under a strict CSP', async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const order = await buyGifts(t.app, db(), host, [
      [0, 2],
      [1, 1],
    ]);
    expect(
      order.paymentLink.startsWith(
        `http://site.localhost:8080${pagePath(order.reference)}?return=`,
      ),
    ).toBe(true);
    // The stored link keeps the return address (and its status token) sealed.
    expect(order.paymentLink).not.toContain(order.statusToken);

    const response = await fetch(`${origin}${linkPath(order.paymentLink)}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'text/html; charset=utf-8',
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('DEMONSTRAÇÃO — nenhum dinheiro real');
    expect(html).toContain(
      `<strong data-testid="amount">${formatBRL(4200)}</strong>`,
    );
    expect(html).toContain('Taxa de serviço da plataforma');
    expect(html).toContain(formatBRL(2000));
    expect(html).toContain('Pix (simulado)');
    expect(html).toContain('<svg');
    const query = returnQuery(order.paymentLink);
    expect(html).toContain(
      `<form method="post" action="${pagePath(order.reference)}/pay${query}"><button class="pay" type="submit">Pagar</button>`,
    );
    expect(html).toContain(
      `<form method="post" action="${pagePath(order.reference)}/refuse${query}"><button class="refuse" type="submit">Recusar</button>`,
    );
    expect(html).toContain(
      `<a class="back" href="${obrigadoUrl(host.event.slug, order)}">Voltar para o site do evento</a>`,
    );
  });

  it('shows the simulated card, with its instalments, and no Pix to a guest who chose card', async () => {
    const host = await createHost(db());
    const purchase = await postPurchase(t.app, {
      ...purchaseBody(host),
      paymentMethod: 'CARD',
    });
    expect(purchase.statusCode).toBe(200);
    const { paymentLink } = purchase.json<{ paymentLink: string }>();

    const card = await (
      await fetch(`${origin}${linkPath(paymentLink)}`)
    ).text();
    expect(card).toContain('Cartão de crédito (simulado)');
    expect(card).toContain('Parcele em até 12x.');
    expect(card).not.toContain('Pix');
    expect(card).not.toContain('<svg');
    expect(card).toContain('<button class="pay" type="submit">Pagar</button>');

    const pix = await buyGifts(t.app, db(), host);
    const pixPage = await (
      await fetch(`${origin}${linkPath(pix.paymentLink)}`)
    ).text();
    expect(pixPage).toContain('Pix (simulado)');
    expect(pixPage).not.toContain('Cartão de crédito');
  });

  it('ignores a return address it did not seal and links to the event site', async () => {
    const host = await createHost(db());
    const order = await buyGifts(t.app, db(), host);
    const forged = Buffer.from('https://evil.example/phish').toString(
      'base64url',
    );
    const html = await (
      await fetch(`${origin}${pagePath(order.reference)}?return=${forged}`)
    ).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(
      `<a class="back" href="http://site.localhost:8080/${host.event.slug}">Voltar para o site do evento</a>`,
    );
  });

  it('escapes what guests and hosts typed', async () => {
    const host = await createHost(db());
    await db()
      .update(events)
      .set({ title: '<script>alert(1)</script>' })
      .where(eq(events.id, host.event.id));
    const order = await buyGifts(t.app, db(), host);
    const html = await (
      await fetch(`${origin}${pagePath(order.reference)}`)
    ).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers a pt-BR 404 page for an unknown reference', async () => {
    const response = await fetch(
      `${origin}${pagePath('ord_999999_0123456789abcdef')}`,
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Pagamento não encontrado');
    expect(html).toContain('DEMONSTRAÇÃO — nenhum dinheiro real');
  });

  it('answers 404 for an expired checkout and refuses to pay it', async () => {
    const host = await createHost(db());
    const order = await buyGifts(t.app, db(), host);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));

    const page = await fetch(`${origin}${pagePath(order.reference)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Link de pagamento expirado');
    const pay = await fetch(`${origin}${pagePath(order.reference)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(404);
    expect((await orderStatus(order.id))?.status).toBe('PENDING');
    expect(await eventRowsFor(order.reference)).toHaveLength(0);
  });
  it('shows a service purchase with the way back to the host panel', async () => {
    const host = await createHost(db());
    const service = oneRow(
      await db()
        .insert(services)
        .values({
          type: 'IMAGE',
          name: 'Mais 20 fotos',
          price: 2990,
          quantity: 20,
        })
        .returning({ id: services.id }),
    );
    const reference = `svc_${service.id}_0123456789abcdef`;
    await db()
      .insert(eventServices)
      .values({
        eventId: host.event.id,
        serviceId: service.id,
        type: 'IMAGE',
        price: 2990,
        quantity: 20,
        provider: 'local',
        providerReference: reference,
        expiresAt: new Date(Date.now() + 3_600_000),
      });

    const response = await fetch(`${origin}${pagePath(reference)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Serviço para Ana &amp; João');
    expect(html).toContain('Mais 20 fotos');
    expect(html).toContain(
      `<strong data-testid="amount">${formatBRL(2990)}</strong>`,
    );
    expect(html).toContain(
      '<a class="back" href="http://users.localhost:8080/service-package">Voltar para o painel</a>',
    );
  });
});

describe('Pagar and Recusar', () => {
  it('Pagar posts the signed webhook over HTTP, approves the order once, credits the balance and e-mails the host', async () => {
    const host = await createHost(db());
    const order = await buyGifts(t.app, db(), host, [[2, 1]]);
    const afterId = await lastOutboxId(db());
    const query = returnQuery(order.paymentLink);

    const pay = await fetch(
      `${origin}${pagePath(order.reference)}/pay${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      },
    );
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `${pagePath(order.reference)}${query}`,
    );

    const approved = await orderStatus(order.id);
    expect(approved?.status).toBe('APPROVED');
    expect(approved?.approvedAt).toBeInstanceOf(Date);
    const rows = await eventRowsFor(order.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'local',
      type: 'payment.approved',
    });
    expect(await computeEventBalances(db(), host.event.id)).toEqual({
      totalReceived: 2850,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 2850,
    });

    const result = await fetch(`${origin}${linkPath(order.paymentLink)}`);
    expect(result.status).toBe(200);
    const html = await result.text();
    expect(html).toContain('Pagamento aprovado!');
    expect(html).toContain(
      `href="${obrigadoUrl(host.event.slug, order)}">Voltar para o site do evento</a>`,
    );
    expect(html).not.toContain('>Pagar<');

    // A second click (or a refresh re-posting the form) changes nothing.
    const again = await fetch(`${origin}${pagePath(order.reference)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(200);
    expect(await eventRowsFor(order.reference)).toHaveLength(1);

    const mail = oneRow(
      await outboxRows(db(), {
        afterId,
        topic: 'order.approved',
      }),
    );
    expect(mail.recipient).toBe(host.user.email);
    expect(mail.subject).toBe('Você recebeu um presente!');
    expect(mail.text).toContain(
      'Carla Mendes enviou um presente para "Ana & João"',
    );
    expect(mail.text).toContain(
      `Valor creditado no seu saldo: ${formatBRL(2850)}`,
    );
  });

  it('Recusar marks the order RECUSED and leaves the balance unchanged', async () => {
    const host = await createHost(db());
    const order = await buyGifts(t.app, db(), host);
    const afterId = await lastOutboxId(db());

    const refuse = await fetch(`${origin}${pagePath(order.reference)}/refuse`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(refuse.status).toBe(303);
    expect((await orderStatus(order.id))?.status).toBe('RECUSED');
    expect(
      (await computeEventBalances(db(), host.event.id)).totalReceived,
    ).toBe(0);
    const page = await fetch(`${origin}${pagePath(order.reference)}`);
    expect(await page.text()).toContain('Pagamento recusado');
    expect(await outboxRows(db(), { afterId })).toEqual([]);
  });
});
