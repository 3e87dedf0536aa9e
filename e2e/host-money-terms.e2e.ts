import { type APIRequestContext, expect, test } from '@playwright/test';
import { hostAuth } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { paidOrder } from './support/money';
import { hostHeader, nodeUrl } from './support/urls';

const longName =
  'Passeio de barco ao pôr do sol em Fernando de Noronha para dois';

/** A free-value gift of the host's own, through the api; answers its id. */
async function createFreeGift(
  request: APIRequestContext,
  host: HostAccount,
  name: string,
): Promise<number> {
  const response = await request.post(
    nodeUrl(`/api/users/gifts/${host.eventId}/own`),
    { headers: hostAuth(host), data: { name, kind: 'free' } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { gifts } = (await response.json()) as {
    gifts: { id: number; name: string }[];
  };
  const id = gifts.find((gift) => gift.name === name)?.id;
  expect(id).toBeDefined();
  return id ?? 0;
}

/** A guest gives `amount` centavos to the free-value gift and pays on the local checkout. */
async function paidFreeGift(
  request: APIRequestContext,
  host: HostAccount,
  giftId: number,
  amount: number,
): Promise<void> {
  const purchase = await request.post(nodeUrl('/api/guests/purchase'), {
    headers: hostHeader('site'),
    data: {
      items: [{ id: giftId, quantity: 1, amount }],
      eventId: host.eventId,
      guestName: 'Marta Prado',
      guestContact: 'marta@example.com',
    },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const { paymentLink } = (await purchase.json()) as { paymentLink: string };
  const paid = await request.post(
    nodeUrl(`${new URL(paymentLink).pathname}/pay`),
    { headers: hostHeader('site'), form: {} },
  );
  expect(paid.ok(), await paid.text()).toBe(true);
}

test.describe("the couple's money terms and received gifts", () => {
  test("at 360 px a long gift name wraps over the card; fixed gifts show their price; 'Você recebe' on the gift list, the balances and the settings", async ({
    page,
    request,
  }) => {
    // Registration, two paid orders and three screens at two widths: room on a loaded 2-core machine.
    test.setTimeout(180_000);
    const host = await registerHost(request, 'e2e-terms');
    const giftId = await createFreeGift(request, host, longName);
    await paidFreeGift(request, host, giftId, 15_000);
    await paidOrder(request, host, 'Carla Convidada');

    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, host, '/gifts-received');
    const free = page.getByRole('article').filter({ hasText: 'Marta Prado' });
    const name = free.getByText(longName, { exact: true });
    await expect(name).toBeVisible();
    const lines = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return Math.round(
        element.getBoundingClientRect().height / parseFloat(style.lineHeight),
      );
    });
    expect(lines).toBeLessThanOrEqual(3);
    const detail = free.getByText('Valor livre · R$\u00a0150,00');
    const [nameBox, detailBox] = await Promise.all([
      name.boundingBox(),
      detail.boundingBox(),
    ]);
    expect(detailBox?.y ?? 0).toBeGreaterThanOrEqual(
      (nameBox?.y ?? 0) + (nameBox?.height ?? 0) - 1,
    );
    await free.screenshot({
      path: test.info().outputPath('received-gift-360.png'),
    });
    const fixed = page
      .getByRole('article')
      .filter({ hasText: 'Carla Convidada' });
    await expect(fixed).toContainText(/Valor fixo · R\$\s[\d.]+,\d{2}/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await expect(
      page.getByText(/^Você recebe R\$\s[\d.]+,\d{2}$/),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Cada repasse chega à sua conta em até 2 dias úteis depois de solicitado.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await openSignedIn(page, host, '/gifts');
    const card = page.getByRole('article').filter({ hasText: longName });
    await expect(card).toContainText('Você recebe 95% de cada valor');
    await expect(
      page.getByText(/^Você recebe R\$\s[\d.]+,\d{2}$/).first(),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await openSignedIn(page, host, '/settings');
    await expect(
      page.getByText(
        'A Celebra cobra 5% sobre cada presente pago, que cobre o processamento do pagamento. Escolha quem paga essa taxa.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Num presente de R$\u00a0100,00, você recebe R$\u00a095,00.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
