import {
  acceptInvitationResponseSchema,
  invitationRegisterResponseSchema,
  invitationViewResponseSchema,
  inviteMemberResponseSchema,
  listEventMembersResponseSchema,
  meResponseSchema,
} from '@celebra/contracts';
import {
  eventActivities,
  eventMemberInvitations,
  eventMembers,
  oneRow,
  sessions,
  users,
} from '@celebra/db';
import { and, desc, eq } from 'drizzle-orm';
import { hashSessionToken } from '../../lib/session-token';
import { outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  nextIp,
  type TestAdmin,
  type TestHost,
  unique,
  userHeaders,
} from '../../test/factories';
import { createMember } from '../../test/member-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(payload && { payload }),
  });

const membersPath = (eventId: number) => `/api/users/events/${eventId}/members`;
const invitationsPath = (eventId: number) =>
  `/api/users/events/${eventId}/invitations`;

/** Invites `email` as `role` to the host's event; answers the link's token read from the e-mail. */
async function invite(
  host: TestHost,
  email: string,
  role: 'cohost' | 'assistant' = 'cohost',
) {
  const response = await inject(
    'POST',
    invitationsPath(host.event.id),
    host.headers,
    { email, role },
  );
  expect(response.statusCode).toBe(201);
  const [mail] = (await outboxRows(db(), { topic: 'member.invited' })).filter(
    (row) => row.recipient === email.toLowerCase(),
  );
  const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return {
    invitation: inviteMemberResponseSchema.parse(response.json()).invitation,
    token,
  };
}

const viewInvitation = (token: string) =>
  inject('GET', `/api/invitations/${token}`);
const accept = (token: string, host: TestHost) =>
  inject('POST', `/api/users/invitations/${token}/accept`, host.headers);

async function activityOf(eventId: number) {
  return db()
    .select({
      action: eventActivities.action,
      actorName: eventActivities.actorName,
      actorUserId: eventActivities.actorUserId,
    })
    .from(eventActivities)
    .where(eq(eventActivities.eventId, eventId))
    .orderBy(desc(eventActivities.id));
}

async function roleOf(eventId: number, userId: number) {
  const [row] = await db()
    .select({ role: eventMembers.role })
    .from(eventMembers)
    .where(
      and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)),
    );
  return row?.role;
}

describe('inviting to an event', () => {
  it('stores the invitation by its token hash and e-mails the link, who invited, the event and the role', async () => {
    const owner = await createHost(db());
    const email = `${unique('Convidada')}@Example.com`;
    const { invitation, token } = await invite(owner, email, 'cohost');

    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      role: 'cohost',
      invitedBy: `Ana ${owner.user.lastName}`,
    });
    const row = oneRow(
      await db()
        .select()
        .from(eventMemberInvitations)
        .where(eq(eventMemberInvitations.id, invitation.id)),
    );
    expect(row.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const days =
      (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const [mail] = await outboxRows(db(), { topic: 'member.invited' }).then(
      (rows) => rows.filter((r) => r.recipient === email.toLowerCase()),
    );
    expect(mail).toMatchObject({
      subject: 'Convite para o evento “Ana & João”',
    });
    expect(mail?.text).toContain(
      `http://users.${t.config.PUBLIC_BASE_DOMAIN}/convite/${token}`,
    );
    expect(mail?.text).toContain(`Ana ${owner.user.lastName} convidou você`);
    expect(mail?.text).toContain('com o acesso de Coanfitrião');
    expect(mail?.text).toContain('O convite vale por 7 dias');
    expect((await activityOf(owner.event.id))[0]).toEqual({
      action: 'member_invited',
      actorName: `Ana ${owner.user.lastName}`,
      actorUserId: owner.user.id,
    });
  });

  it('answers 409 for the e-mail of a member (any case) and for one already invited', async () => {
    const owner = await createHost(db());
    const cohost = await createMember(db(), owner.event.id, 'cohost');
    const member = await inject(
      'POST',
      invitationsPath(owner.event.id),
      owner.headers,
      { email: cohost.user.email.toUpperCase(), role: 'assistant' },
    );
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('Este e-mail já tem acesso ao evento.');

    const email = `${unique('dup')}@example.com`;
    await invite(owner, email);
    const again = await inject(
      'POST',
      invitationsPath(owner.event.id),
      owner.headers,
      { email, role: 'assistant' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Já existe um convite pendente para este e-mail.',
    );
  });

  it('refuses the owner role and a malformed e-mail (400)', async () => {
    const owner = await createHost(db());
    for (const payload of [
      { email: 'a@example.com', role: 'owner' },
      { email: 'not-an-email', role: 'cohost' },
    ]) {
      const response = await inject(
        'POST',
        invitationsPath(owner.event.id),
        owner.headers,
        payload,
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('lists members (owner first) and pending invitations', async () => {
    const owner = await createHost(db());
    const assistant = await createMember(db(), owner.event.id, 'assistant');
    const email = `${unique('pend')}@example.com`;
    await invite(owner, email, 'assistant');

    const response = await inject(
      'GET',
      membersPath(owner.event.id),
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = listEventMembersResponseSchema.parse(response.json());
    expect(body.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [assistant.user.id, 'assistant'],
    ]);
    expect(body.members[0]).toMatchObject({
      name: `Ana ${owner.user.lastName}`,
      email: owner.user.email,
    });
    expect(body.invitations).toEqual([
      expect.objectContaining({
        email,
        role: 'assistant',
        invitedBy: `Ana ${owner.user.lastName}`,
      }),
    ]);
  });
});

describe('an invitation link', () => {
  it('tells what it offers, the e-mail masked, and answers 404 for an unknown token', async () => {
    const owner = await createHost(db());
    const { token } = await invite(owner, `ana.souza-${unique('x')}@gmail.com`);
    const response = await viewInvitation(token);
    expect(response.statusCode).toBe(200);
    expect(invitationViewResponseSchema.parse(response.json())).toMatchObject({
      invitation: {
        eventTitle: 'Ana & João',
        invitedBy: 'Ana',
        role: 'cohost',
        email: 'a***@gmail.com',
        status: 'pending',
      },
    });
    const unknown = await viewInvitation('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Convite não encontrado.');
  });

  it('is accepted by a signed-in account, whatever its e-mail, which joins with the role', async () => {
    const owner = await createHost(db());
    const { token } = await invite(owner, `${unique('other')}@example.com`);
    const guest = await createHost(db());

    const response = await accept(token, guest);
    expect(response.statusCode).toBe(200);
    expect(acceptInvitationResponseSchema.parse(response.json())).toMatchObject(
      {
        message: 'Convite aceito.',
        event: {
          id: owner.event.id,
          slug: owner.event.slug,
          title: 'Ana & João',
          role: 'cohost',
        },
      },
    );
    expect(await roleOf(owner.event.id, guest.user.id)).toBe('cohost');
    expect((await activityOf(owner.event.id))[0]).toMatchObject({
      action: 'member_joined',
      actorUserId: guest.user.id,
    });
    const me = meResponseSchema.parse(
      (await inject('GET', '/api/users/me', guest.headers)).json(),
    );
    expect(me.event?.id).toBe(guest.event.id);
    expect(me.events.map((event) => [event.id, event.role])).toEqual([
      [guest.event.id, 'owner'],
      [owner.event.id, 'cohost'],
    ]);

    const view = invitationViewResponseSchema.parse(
      (await viewInvitation(token)).json(),
    );
    expect(view.invitation.status).toBe('accepted');
    const again = await accept(token, await createHost(db()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este convite já foi aceito.');
  });

  it('keeps the stronger role of a member who accepts', async () => {
    const owner = await createHost(db());
    const cohost = await createMember(db(), owner.event.id, 'cohost');
    const assistant = await createMember(db(), owner.event.id, 'assistant');
    const weaker = await invite(
      owner,
      `${unique('w')}@example.com`,
      'assistant',
    );
    const stronger = await invite(
      owner,
      `${unique('s')}@example.com`,
      'cohost',
    );

    expect((await accept(weaker.token, cohost)).json().event.role).toBe(
      'cohost',
    );
    expect((await accept(stronger.token, assistant)).json().event.role).toBe(
      'cohost',
    );
    expect(await roleOf(owner.event.id, cohost.user.id)).toBe('cohost');
    expect(await roleOf(owner.event.id, assistant.user.id)).toBe('cohost');
  });

  it('cannot be accepted once expired (410), and says so', async () => {
    const owner = await createHost(db());
    const { invitation, token } = await invite(
      owner,
      `${unique('late')}@example.com`,
    );
    await db()
      .update(eventMemberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventMemberInvitations.id, invitation.id));

    expect((await viewInvitation(token)).json().invitation.status).toBe(
      'expired',
    );
    const guest = await createHost(db());
    const response = await accept(token, guest);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'GONE',
      message:
        'Este convite expirou. Peça um novo convite a quem convidou você.',
    });
    expect(await roleOf(owner.event.id, guest.user.id)).toBeUndefined();
  });

  it('cannot be accepted once revoked (410); revoking twice answers 409, an unknown one 404', async () => {
    const owner = await createHost(db());
    const email = `${unique('rev')}@example.com`;
    const { invitation, token } = await invite(owner, email);
    const revokePath = `${invitationsPath(owner.event.id)}/${invitation.id}`;

    const revoked = await inject('DELETE', revokePath, owner.headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Convite cancelado.');
    expect((await activityOf(owner.event.id))[0]?.action).toBe(
      'invitation_revoked',
    );
    expect((await viewInvitation(token)).json().invitation.status).toBe(
      'revoked',
    );
    const response = await accept(token, await createHost(db()));
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(
      'Este convite foi cancelado. Fale com quem convidou você.',
    );
    expect((await inject('DELETE', revokePath, owner.headers)).statusCode).toBe(
      409,
    );
    const unknown = await inject(
      'DELETE',
      `${invitationsPath(owner.event.id)}/2000000000`,
      owner.headers,
    );
    expect(unknown.statusCode).toBe(404);
    // The same e-mail may be invited again.
    await invite(owner, email);
  });

  it('does not revoke another event’s invitation', async () => {
    const owner = await createHost(db());
    const other = await createHost(db());
    const { invitation, token } = await invite(
      other,
      `${unique('x')}@example.com`,
    );
    const response = await inject(
      'DELETE',
      `${invitationsPath(owner.event.id)}/${invitation.id}`,
      owner.headers,
    );
    expect(response.statusCode).toBe(404);
    expect((await viewInvitation(token)).json().invitation.status).toBe(
      'pending',
    );
  });
});

describe('registering through an invitation', () => {
  const newAccount = {
    firstName: 'Bia',
    lastName: 'Lima',
    phoneNumber: '(21) 99876-5432',
    password: 'senha1234',
    confirmPassword: 'senha1234',
  };

  it('creates the account with the invited e-mail, joins the event and signs in', async () => {
    const owner = await createHost(db());
    const email = `${unique('nova')}@example.com`;
    const { token } = await invite(owner, email, 'assistant');

    const response = await inject(
      'POST',
      `/api/invitations/${token}/register`,
      {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
      newAccount,
    );
    expect(response.statusCode).toBe(201);
    const body = invitationRegisterResponseSchema.parse(response.json());
    // The new session keeps its device as a label ('Minha conta').
    expect(
      await db()
        .select({ deviceLabel: sessions.deviceLabel })
        .from(sessions)
        .where(eq(sessions.userId, body.id)),
    ).toEqual([{ deviceLabel: 'Chrome no Android' }]);
    expect(body.event).toMatchObject({
      id: owner.event.id,
      role: 'assistant',
    });
    const user = oneRow(
      await db().select().from(users).where(eq(users.id, body.id)),
    );
    expect(user).toMatchObject({ email, firstName: 'Bia', lastName: 'Lima' });
    const me = meResponseSchema.parse(
      (
        await inject('GET', '/api/users/me', userHeaders(body.token, body.id))
      ).json(),
    );
    expect(me.event?.id).toBe(owner.event.id);
    expect(me.events).toEqual([
      {
        id: owner.event.id,
        slug: owner.event.slug,
        title: 'Ana & João',
        role: 'assistant',
      },
    ]);
    expect((await viewInvitation(token)).json().invitation.status).toBe(
      'accepted',
    );
  });

  it('answers 409 when the e-mail already has an account, creating nothing', async () => {
    const owner = await createHost(db());
    const existing = await createHost(db());
    const { token } = await invite(owner, existing.user.email);

    const response = await inject(
      'POST',
      `/api/invitations/${token}/register`,
      {},
      newAccount,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Já existe uma conta com este e-mail. Entre para aceitar o convite.',
    );
    expect((await viewInvitation(token)).json().invitation.status).toBe(
      'pending',
    );
  });

  it('answers 404 for an unknown link and 400 for mismatched passwords', async () => {
    const unknown = await inject(
      'POST',
      `/api/invitations/${'y'.repeat(43)}/register`,
      {},
      newAccount,
    );
    expect(unknown.statusCode).toBe(404);
    const owner = await createHost(db());
    const { token } = await invite(owner, `${unique('pw')}@example.com`);
    const mismatch = await inject(
      'POST',
      `/api/invitations/${token}/register`,
      {},
      { ...newAccount, confirmPassword: 'outra1234' },
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('leaves the account with no event once removed: `me` answers event null', async () => {
    const owner = await createHost(db());
    const { token } = await invite(owner, `${unique('tmp')}@example.com`);
    const body = invitationRegisterResponseSchema.parse(
      (
        await inject(
          'POST',
          `/api/invitations/${token}/register`,
          {},
          newAccount,
        )
      ).json(),
    );
    const removed = await inject(
      'DELETE',
      `${membersPath(owner.event.id)}/${body.id}`,
      owner.headers,
    );
    expect(removed.statusCode).toBe(200);
    const me = await inject(
      'GET',
      '/api/users/me',
      userHeaders(body.token, body.id),
    );
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json())).toMatchObject({
      event: null,
      events: [],
    });
  });
});

describe('removing a member', () => {
  it('closes their access at their next request and records it', async () => {
    const owner = await createHost(db());
    const cohost = await createMember(db(), owner.event.id, 'cohost');
    const dashboard = `/api/users/events/${owner.event.id}/dashboard`;
    expect((await inject('GET', dashboard, cohost.headers)).statusCode).toBe(
      200,
    );

    const response = await inject(
      'DELETE',
      `${membersPath(owner.event.id)}/${cohost.user.id}`,
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Acesso removido.');
    const refused = await inject('GET', dashboard, cohost.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Evento não encontrado.');
    expect((await activityOf(owner.event.id))[0]).toMatchObject({
      action: 'member_removed',
      actorUserId: owner.user.id,
    });
  });

  it('never removes the owner (409) and answers 404 for a non-member', async () => {
    const owner = await createHost(db());
    const ownerRemoval = await inject(
      'DELETE',
      `${membersPath(owner.event.id)}/${owner.user.id}`,
      owner.headers,
    );
    expect(ownerRemoval.statusCode).toBe(409);
    expect(ownerRemoval.json().message).toBe(
      'O titular do evento não pode ser removido.',
    );
    const stranger = await createHost(db());
    const missing = await inject(
      'DELETE',
      `${membersPath(owner.event.id)}/${stranger.user.id}`,
      owner.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(await roleOf(owner.event.id, owner.user.id)).toBe('owner');
  });
});

describe('the back office', () => {
  it('lists an event’s members and removes one, never the owner', async () => {
    const owner = await createHost(db());
    const assistant = await createMember(db(), owner.event.id, 'assistant');
    const list = await inject(
      'GET',
      `/api/admin/events/${owner.event.id}/members`,
      admin.headers,
    );
    expect(list.statusCode).toBe(200);
    expect(
      listEventMembersResponseSchema
        .parse(list.json())
        .members.map((m) => m.role),
    ).toEqual(['owner', 'assistant']);

    const removeOwner = await inject(
      'DELETE',
      `/api/admin/events/${owner.event.id}/members/${owner.user.id}`,
      admin.headers,
    );
    expect(removeOwner.statusCode).toBe(409);
    const removed = await inject(
      'DELETE',
      `/api/admin/events/${owner.event.id}/members/${assistant.user.id}`,
      admin.headers,
    );
    expect(removed.statusCode).toBe(200);
    expect(await roleOf(owner.event.id, assistant.user.id)).toBeUndefined();
    expect((await activityOf(owner.event.id))[0]).toEqual({
      action: 'member_removed',
      actorName: '',
      actorUserId: null,
    });
    const missingEvent = await inject(
      'GET',
      '/api/admin/events/2000000000/members',
      admin.headers,
    );
    expect(missingEvent.statusCode).toBe(404);
  });
});
