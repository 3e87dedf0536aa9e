import { outbox } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp } from '../../test/factories';
import { createGuest } from '../../test/guest-factories';
import { createMember } from '../../test/member-factories';

/* The couple's e-mail when a guest answers 'Vou' or 'Não poderei ir' on the public site. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const confirm = (eventId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/confirmation/${eventId}`,
    payload,
    remoteAddress: nextIp(),
  });

const mailsTo = (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('the e-mail of an attendance answer', () => {
  it('goes to the owner and every co-host (not an assistant) when a guest confirms', async () => {
    const host = await createHost(t.database.db);
    const cohost = await createMember(t.database.db, host.event.id, 'cohost');
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );

    const response = await confirm(host.event.id, {
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria.rsvp@example.com',
      phoneNumber: '(11) 98765-4321',
      attending: true,
      companionNames: ['Leo Silva'],
      message: 'Mal podemos esperar!',
    });
    expect(response.statusCode).toBe(200);

    for (const member of [host, cohost]) {
      const mails = await mailsTo(member.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        topic: 'guest.answered',
        subject: 'Maria Silva confirmou presença',
      });
      expect(mails[0]?.text).toContain(`Olá, ${member.user.firstName}!`);
      expect(mails[0]?.text).toContain('Acompanhantes (1): Leo Silva');
      expect(mails[0]?.text).toContain('Mal podemos esperar!');
      expect(mails[0]?.text).toContain('/confirmations');
    }
    expect(await mailsTo(assistant.user.email)).toHaveLength(0);
    expect(await mailsTo('maria.rsvp@example.com')).toHaveLength(0);
  });

  it('tells the couple when a guest on the list declines, the answer waiting for review', async () => {
    const host = await createHost(t.database.db);
    await createGuest(t.database.db, host.event.id, {
      email: 'joao.rsvp@example.com',
    });

    const response = await confirm(host.event.id, {
      firstName: 'João',
      lastName: 'Souza',
      email: 'joao.rsvp@example.com',
      phoneNumber: '(21) 99876-5432',
      attending: false,
    });
    expect(response.statusCode).toBe(200);

    const [mail, ...more] = await mailsTo(host.user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('João Souza não poderá ir');
    expect(mail?.text).toContain('João Souza avisou que não poderá ir a “');
    expect(mail?.text).not.toContain('Acompanhantes');
    expect(mail?.text).not.toContain('Mensagem de');
  });

  it('is not sent when the answer is refused', async () => {
    const host = await createHost(t.database.db);
    const response = await confirm(host.event.id, {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'nao-e-email',
      phoneNumber: '(11) 98765-4321',
    });
    expect(response.statusCode).toBe(400);
    expect(await mailsTo(host.user.email)).toHaveLength(0);
  });
});
