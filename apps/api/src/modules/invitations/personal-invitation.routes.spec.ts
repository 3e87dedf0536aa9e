import {
  invitationMessages as m,
  itemAt,
  personalInvitationSchema,
} from '@celebra/contracts';
import {
  eventDetails,
  guests,
  invitations,
  oneRow,
  outbox,
  rsvpAnswers,
} from '@celebra/db';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import {
  contractService,
  setEventSettings,
  setSitePassword,
} from '../../test/guest-factories';
import {
  createInvitation,
  createQuestion,
} from './personal-invitation.test-support';
import { todayOf } from './rsvp-reminders';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  todayOf(new Date(Date.now() + days * DAY_MS));

const page = (host: TestHost, code: string) =>
  t.app.inject({ url: `/api/guests/invitation/${host.event.slug}/${code}` });

const answer = (host: TestHost, code: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/guests/invitation/${host.event.slug}/${code}`,
    payload,
  });

const invitationRow = async (id: number) =>
  oneRow(await db().select().from(invitations).where(eq(invitations.id, id)));

const membersOf = (invitationId: number) =>
  db()
    .select()
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .orderBy(asc(guests.position), asc(guests.id));

describe('GET /api/guests/invitation/{slug}/{code}', () => {
  it("shows the household's page without any contact, and records when it was opened", async () => {
    const host = await createHost(db());
    const { invitation, code } = await createInvitation(db(), host.event.id, {
      email: 'souza@example.com',
      phoneNumber: '(11) 98765-4321',
      maxCompanions: 2,
    });
    await createInvitation(db(), host.event.id, { name: 'Família Lima' });

    const first = await page(host, code);
    expect(first.statusCode).toBe(200);
    const body = personalInvitationSchema.parse(first.json());
    expect(body).toMatchObject({
      name: 'Família Souza',
      maxCompanions: 2,
      companionNames: [],
      answeredAt: null,
      closed: false,
      members: [
        { firstName: 'Ana', lastName: 'Souza', attending: null },
        { firstName: 'Bruno', lastName: 'Souza', attending: null },
      ],
    });
    expect(first.body).not.toContain('souza@example.com');
    expect(first.body).not.toContain('98765');
    expect(first.body).not.toContain('Família Lima');
    const opened = await invitationRow(invitation.id);
    expect(opened.firstOpenedAt).not.toBeNull();

    await page(host, code);
    const again = await invitationRow(invitation.id);
    expect(again.firstOpenedAt).toEqual(opened.firstOpenedAt);
    expect(opened.lastOpenedAt).toBeInstanceOf(Date);
    expect(again.lastOpenedAt).toBeInstanceOf(Date);
    expect(Number(again.lastOpenedAt)).toBeGreaterThanOrEqual(
      Number(opened.lastOpenedAt),
    );
  });

  it('answers 404 for an unknown code, another event’s code and a regenerated code', async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const { code: otherCode } = await createInvitation(db(), other.event.id);
    const { invitation, code } = await createInvitation(db(), host.event.id);

    const unknown = await page(host, 'A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.invitationNotFound);
    expect((await page(host, otherCode)).statusCode).toBe(404);

    await db()
      .update(invitations)
      .set({ code: 'B'.repeat(22), codeHash: 'x'.repeat(64) })
      .where(eq(invitations.id, invitation.id));
    expect((await page(host, code)).statusCode).toBe(404);
  });

  it('opens with the code on a password-protected site', async () => {
    const host = await createHost(db());
    await contractService(db(), host.event.id, 'PASSWORD');
    await setSitePassword(db(), host.event.id, 'segredo123');
    const { code } = await createInvitation(db(), host.event.id);
    expect((await page(host, code)).statusCode).toBe(200);
    const members = personalInvitationSchema.parse(
      (await page(host, code)).json(),
    ).members;
    const saved = await answer(host, code, {
      members: members.map(({ id }) => ({ id, attending: true })),
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is closed after the deadline', async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, {
      rsvpDeadline: dayFromNow(-2),
    });
    const { code } = await createInvitation(db(), host.event.id);
    expect(
      personalInvitationSchema.parse((await page(host, code)).json()).closed,
    ).toBe(true);
  });
});

describe('PUT /api/guests/invitation/{slug}/{code}', () => {
  async function household(
    options: Parameters<typeof createInvitation>[2] = {},
  ) {
    const host = await createHost(db());
    const created = await createInvitation(db(), host.event.id, options);
    const [ana, bruno] = created.members.map((member) => member.id) as [
      number,
      number,
    ];
    return { host, ...created, ana, bruno };
  }

  it('saves each member’s answer, the companions and message on the first member, and tells the couple', async () => {
    const { host, code, invitation, ana, bruno } = await household({
      maxCompanions: 2,
    });
    const response = await answer(host, code, {
      members: [
        { id: bruno, attending: false },
        { id: ana, attending: true },
      ],
      companionNames: ['Carla Dias'],
      message: 'Parabéns aos noivos!',
    });
    expect(response.statusCode).toBe(200);
    const body = personalInvitationSchema.parse(response.json());
    expect(body.companionNames).toEqual(['Carla Dias']);
    expect(body.message).toBe('Parabéns aos noivos!');
    expect(body.answeredAt).not.toBeNull();

    const [first, second] = await membersOf(invitation.id);
    expect(first).toMatchObject({
      attending: true,
      companions: 1,
      companionNames: ['Carla Dias'],
      note: 'Parabéns aos noivos!',
    });
    expect(second).toMatchObject({
      attending: false,
      companions: 0,
      companionNames: [],
      note: null,
    });
    expect((await invitationRow(invitation.id)).answeredAt).not.toBeNull();
    const mails = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.topic, 'guest.answered'),
          eq(outbox.recipient, host.user.email),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Família Souza confirmou presença');
    expect(mails[0]?.text).toContain('Carla Dias');
  });

  it.each([
    [
      'a member of another household',
      (ids: { ana: number; bruno: number; other: number }) => ({
        members: [
          { id: ids.ana, attending: true },
          { id: ids.other, attending: true },
        ],
      }),
      m.memberNotInInvitation,
    ],
    [
      'a member answered twice',
      (ids: { ana: number; bruno: number }) => ({
        members: [
          { id: ids.ana, attending: true },
          { id: ids.ana, attending: false },
        ],
      }),
      m.memberNotInInvitation,
    ],
    [
      'a member left out',
      (ids: { ana: number }) => ({
        members: [{ id: ids.ana, attending: true }],
      }),
      m.attendanceRequired,
    ],
    [
      'more companions than allowed',
      (ids: { ana: number; bruno: number }) => ({
        members: [
          { id: ids.ana, attending: true },
          { id: ids.bruno, attending: true },
        ],
        companionNames: ['Carla', 'Davi'],
      }),
      m.tooManyCompanions(1),
    ],
  ])('refuses %s with 422 in Portuguese', async (_case, bodyOf, message) => {
    const { host, code, invitation, ana, bruno } = await household({
      maxCompanions: 1,
    });
    const other = await createInvitation(db(), host.event.id, {
      name: 'Família Lima',
    });
    const response = await answer(
      host,
      code,
      bodyOf({ ana, bruno, other: itemAt(other.members, 0).id }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect((await invitationRow(invitation.id)).answeredAt).toBeNull();
    expect(
      (await membersOf(invitation.id)).map((member) => member.attending),
    ).toEqual([null, null]);
  });

  it('checks the questions: required, one option, several options, unknown options', async () => {
    const { host, code, invitation, ana, bruno } = await household();
    const menu = await createQuestion(db(), host.event.id, {
      label: 'Cardápio',
      kind: 'single',
      options: ['Carne', 'Peixe', 'Vegetariano'],
      required: true,
      position: 0,
    });
    const songs = await createQuestion(db(), host.event.id, {
      label: 'Músicas',
      kind: 'multiple',
      options: ['Samba', 'Rock', 'MPB'],
      position: 1,
    });
    const note = await createQuestion(db(), host.event.id, {
      label: 'Alergias',
      kind: 'text',
      position: 2,
    });
    const members = [
      { id: ana, attending: true },
      { id: bruno, attending: true },
    ];
    const send = (answers: { questionId: number; values: string[] }[]) =>
      answer(host, code, { members, answers });

    const missing = await send([]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(m.answerRequired);

    const two = await send([
      { questionId: menu.id, values: ['Carne', 'Peixe'] },
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe(m.answerInvalidOption);

    const unknown = await send([
      { questionId: menu.id, values: ['Carne'] },
      { questionId: songs.id, values: ['Samba', 'Forró'] },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(m.answerInvalidOption);

    const saved = await send([
      { questionId: menu.id, values: ['Peixe'] },
      { questionId: songs.id, values: ['Samba', 'MPB'] },
      { questionId: note.id, values: ['Sem glúten'] },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(personalInvitationSchema.parse(saved.json()).answers).toEqual([
      { questionId: menu.id, values: ['Peixe'] },
      { questionId: songs.id, values: ['Samba', 'MPB'] },
      { questionId: note.id, values: ['Sem glúten'] },
    ]);

    const changed = await send([{ questionId: menu.id, values: ['Carne'] }]);
    expect(changed.statusCode).toBe(200);
    const stored = await db()
      .select({
        questionId: rsvpAnswers.questionId,
        values: rsvpAnswers.values,
      })
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.invitationId, invitation.id));
    expect(stored).toEqual([{ questionId: menu.id, values: ['Carne'] }]);
  });

  it('replaces an earlier answer', async () => {
    const { host, code, invitation, ana, bruno } = await household({
      maxCompanions: 2,
    });
    await answer(host, code, {
      members: [
        { id: ana, attending: true },
        { id: bruno, attending: true },
      ],
      companionNames: ['Carla', 'Davi'],
      message: 'Oba!',
    });
    const second = await answer(host, code, {
      members: [
        { id: ana, attending: false },
        { id: bruno, attending: false },
      ],
      companionNames: ['Carla'],
    });
    expect(second.statusCode).toBe(200);
    const [first, other] = await membersOf(invitation.id);
    expect(first).toMatchObject({
      attending: false,
      companions: 0,
      companionNames: [],
      note: null,
    });
    expect(other?.attending).toBe(false);
  });

  it('refuses with 403 after the deadline, the answer unchanged', async () => {
    const { host, code, invitation, ana, bruno } = await household();
    const deadline = dayFromNow(-1);
    await setEventSettings(db(), host.event.id, { rsvpDeadline: deadline });
    const response = await answer(host, code, {
      members: [
        { id: ana, attending: true },
        { id: bruno, attending: true },
      ],
    });
    expect(response.statusCode).toBe(403);
    const [year, month, day] = deadline.split('-');
    expect(response.json().message).toBe(
      m.deadlinePassed(`${day}/${month}/${year}`),
    );
    expect((await invitationRow(invitation.id)).answeredAt).toBeNull();
  });

  it('stays open through the deadline day, and without a deadline until the event has passed', async () => {
    const { host, code, ana, bruno } = await household();
    const members = [
      { id: ana, attending: true },
      { id: bruno, attending: false },
    ];
    await setEventSettings(db(), host.event.id, {
      rsvpDeadline: dayFromNow(0),
    });
    expect((await answer(host, code, { members })).statusCode).toBe(200);

    await setEventSettings(db(), host.event.id, { rsvpDeadline: null });
    await db()
      .update(eventDetails)
      .set({ eventDate: dayFromNow(-3) })
      .where(eq(eventDetails.eventId, host.event.id));
    expect((await answer(host, code, { members })).statusCode).toBe(403);
    expect(
      personalInvitationSchema.parse((await page(host, code)).json()).closed,
    ).toBe(true);
  });
});
