import {
  invitationMessages as m,
  sendInvitationEmailResponseSchema,
} from '@celebra/contracts';
import { invitations, oneRow, outbox } from '@celebra/db';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { INVITATION_MAIL_TOPIC } from './invitation-mail';
import { createInvitation } from './personal-invitation.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const sendOne = (
  host: TestHost,
  invitationId: number,
  headers = host.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/invitations/${host.event.id}/${invitationId}/email`,
    headers,
  });

const sendAll = (host: TestHost, headers = host.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/invitations/${host.event.id}/emails`,
    headers,
  });

const mailsTo = (recipient: string) =>
  db()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, INVITATION_MAIL_TOPIC),
        eq(outbox.recipient, recipient),
      ),
    );

describe('POST /api/users/invitations/{eventId}/{invitationId}/email', () => {
  it("queues the host's text with the personal link and marks the invitation sent", async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, {
      invitationMessage:
        'Querida {convite}, venha a {evento}!\n\nResponda em {link}',
    });
    const { invitation, code } = await createInvitation(db(), host.event.id, {
      email: 'souza@example.com',
    });
    const response = await sendOne(host, invitation.id);
    expect(response.statusCode).toBe(200);
    const body = sendInvitationEmailResponseSchema.parse(response.json());
    expect(body.state).toBe('sent');
    expect(body.sentAt).not.toBeNull();
    const [mail, more] = await mailsTo('souza@example.com');
    expect(more).toBeUndefined();
    const link = `${t.config.PUBLIC_PROTOCOL}://site.${t.config.PUBLIC_BASE_DOMAIN}/${host.event.slug}/c/${code}`;
    expect(mail?.subject).toBe('Convite: Ana & João');
    expect(mail?.text).toContain(
      `Querida Família Souza, venha a Ana & João!\n\nResponda em ${link}`,
    );
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Responder ao convite');
  });

  it('uses the default text while the host kept it', async () => {
    const host = await createHost(db());
    const { invitation } = await createInvitation(db(), host.event.id, {
      email: 'lima@example.com',
      name: 'Família Lima',
    });
    await sendOne(host, invitation.id);
    const [mail] = await mailsTo('lima@example.com');
    expect(mail?.text).toContain(
      'Olá, Família Lima! Vocês são nossos convidados para Ana & João. Confirme sua presença pelo link: ',
    );
  });

  it('answers 409 for an invitation without an e-mail, nothing sent', async () => {
    const host = await createHost(db());
    const { invitation } = await createInvitation(db(), host.event.id);
    const response = await sendOne(host, invitation.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.noEmail);
    const row = oneRow(
      await db()
        .select()
        .from(invitations)
        .where(eq(invitations.id, invitation.id)),
    );
    expect(row.sentAt).toBeNull();
  });

  it("answers 404 for another event's invitation, and to someone not on the event", async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const { invitation } = await createInvitation(db(), other.event.id, {
      email: 'x@example.com',
    });
    expect((await sendOne(host, invitation.id)).statusCode).toBe(404);
    const own = await createInvitation(db(), host.event.id, {
      email: 'y@example.com',
    });
    expect(
      (await sendOne(host, own.invitation.id, other.headers)).statusCode,
    ).toBe(404);
    expect(await mailsTo('y@example.com')).toHaveLength(0);
  });
});

describe('POST /api/users/invitations/{eventId}/emails', () => {
  it('queues every invitation with an e-mail not sent yet, once', async () => {
    const host = await createHost(db());
    const a = await createInvitation(db(), host.event.id, {
      email: 'a@example.com',
    });
    const b = await createInvitation(db(), host.event.id, {
      email: 'b@example.com',
    });
    await createInvitation(db(), host.event.id);
    await createInvitation(db(), host.event.id, {
      email: 'c@example.com',
      sentAt: new Date(),
    });

    const first = await sendAll(host);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ queued: 2 });
    const again = await sendAll(host);
    expect(again.json()).toEqual({ queued: 0 });

    expect(await mailsTo('a@example.com')).toHaveLength(1);
    expect(await mailsTo('b@example.com')).toHaveLength(1);
    expect(await mailsTo('c@example.com')).toHaveLength(0);
    const sent = await db()
      .select({ sentAt: invitations.sentAt })
      .from(invitations)
      .where(inArray(invitations.id, [a.invitation.id, b.invitation.id]));
    expect(sent.every((row) => row.sentAt !== null)).toBe(true);
  });
});
