import { expect, type Locator, type Page, test } from '@playwright/test';
import path from 'node:path';
import { adminSignIn, hostAuth, openAdmin } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  type HostAccount,
  registerHost,
  uniqueLabel,
} from './support/host-accounts';
import { waitForMail } from './support/mailbox';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl } from './support/urls';

/*
 * Who has access to an event and what they did there, in the back office: an owner invites a
 * co-host, who registers through the invitation's link; the admin sees both with their roles,
 * removes the co-host and reads the activity.
 */

type Request = Parameters<typeof registerHost>[0];

/** The owner invites `email`; answers the link's token read from the invitation e-mail. */
async function invite(
  request: Request,
  owner: HostAccount,
  email: string,
  role: 'cohost' | 'assistant',
): Promise<string> {
  const response = await request.post(
    nodeUrl(`/api/users/events/${owner.eventId}/invitations`),
    { headers: hostAuth(owner), data: { email, role } },
  );
  expect(response.status(), await response.text()).toBe(201);
  const mail = await waitForMail(email);
  const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return token;
}

/** A new account for the invited e-mail, through the invitation's link. */
async function registerThroughInvitation(
  request: Request,
  token: string,
  firstName: string,
  lastName: string,
): Promise<void> {
  const response = await request.post(
    nodeUrl(`/api/invitations/${token}/register`),
    {
      headers: hostHeader('users'),
      data: {
        firstName,
        lastName,
        phoneNumber: '(11) 91234-5678',
        password: 'Segredo123',
        confirmPassword: 'Segredo123',
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}

const sectionTitled = (page: Page, title: string): Locator =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

/** With E2E_SCREENSHOTS_DIR set, a picture of `section` alone at both widths. */
async function shootSection(
  page: Page,
  section: Locator,
  name: string,
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({
      path: path.join(folder, `admin-members-${name}-${width}.png`),
    });
  }
  if (original) await page.setViewportSize(original);
}

test.describe('admin event members', () => {
  test('the admin sees the owner and the co-host with their roles, removes the co-host and reads the activity', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await registerHost(request, 'e2e-members');
    const label = uniqueLabel('e2e-cohost');
    const cohostEmail = `${label}@example.com`;
    const assistantEmail = `${uniqueLabel('e2e-assistant')}@example.com`;
    await registerThroughInvitation(
      request,
      await invite(request, owner, cohostEmail, 'cohost'),
      'Carla',
      'Coanfitriã',
    );
    await invite(request, owner, assistantEmail, 'assistant');
    const session = await adminSignIn(request);

    // The co-host's events on the users screen carry the role.
    await openAdmin(
      page,
      session,
      `/users?email=${encodeURIComponent(cohostEmail)}`,
    );
    await page
      .getByRole('button', { name: 'Eventos do usuário Carla Coanfitriã' })
      .click();
    const events = page.getByRole('dialog', {
      name: 'Eventos de Carla Coanfitriã',
    });
    await expect(events.getByText(owner.title)).toBeVisible();
    await expect(events.getByText('Coanfitrião')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await events.getByRole('button', { name: 'Fechar' }).click();

    // The event detail: members with their roles and the pending invitation.
    await page.goto(
      page.url().replace(/\/users.*$/, `/events/${owner.eventId}`),
    );
    const access = sectionTitled(page, 'Pessoas com acesso');
    const members = access.getByRole('table', { name: 'Membros do evento' });
    const ownerRow = members.getByRole('row').filter({ hasText: owner.email });
    const cohostRow = members.getByRole('row').filter({ hasText: cohostEmail });
    await expect(ownerRow).toContainText('Teste Anfitrião');
    await expect(ownerRow).toContainText('Titular');
    await expect(ownerRow.getByRole('button')).toHaveCount(0);
    await expect(cohostRow).toContainText('Carla Coanfitriã');
    await expect(cohostRow).toContainText('Coanfitrião');
    await expect(
      access
        .getByRole('table', { name: 'Convites pendentes' })
        .getByRole('row')
        .filter({ hasText: assistantEmail }),
    ).toContainText('Assessor(a)');
    const activity = sectionTitled(page, 'Atividade');
    await expect(
      activity.getByText('Carla Coanfitriã entrou no evento'),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await shootSection(page, access, 'access');

    // Removing the co-host: confirmed, then gone from the list, and in the activity.
    await cohostRow
      .getByRole('button', { name: 'Remover acesso de Carla Coanfitriã' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(confirm).toContainText(
      'Remover o acesso de Carla Coanfitriã a este evento?',
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await closeSuccessDialog(page, 'Acesso removido.');
    await expect(cohostRow).toHaveCount(0);
    await expect(ownerRow).toContainText('Titular');

    const entries = activity.getByRole('listitem');
    await expect(entries.first()).toContainText('Celebra removeu um acesso');
    await expect(
      activity.getByText('Teste Anfitrião enviou um convite'),
    ).toHaveCount(2);
    await expect(
      activity.getByText('Teste Anfitrião criou o evento'),
    ).toBeVisible();
    await expect(entries.first().locator('time')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await shootSection(page, activity, 'activity');
  });
});
