import {
  adminEventDetailsBodySchema,
  listAdminEventsQuerySchema,
  updateAdminEventBodySchema,
} from './admin-events.schema';
import { listAdminPayoutsQuerySchema } from '../money/admin-payouts.schema';

const when = { eventDate: '2030-06-15', startTime: '18:00', endTime: '23:00' };

const messagesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('adminEventDetailsBodySchema', () => {
  it('treats a missing event type as in-person, which needs the place', () => {
    expect(messagesOf(adminEventDetailsBodySchema.safeParse(when))).toEqual({
      eventLocation: '* Campo obrigatório',
      fullAddress: '* Campo obrigatório',
    });
  });

  it('asks a virtual event for the platform and link only', () => {
    expect(
      messagesOf(
        adminEventDetailsBodySchema.safeParse({
          ...when,
          eventType: 'virtual',
        }),
      ),
    ).toEqual({
      transmission: '* Campo obrigatório',
      transmissionLink: '* Campo obrigatório',
    });
  });

  it('stores blank optional fields as null and formats the CEP', () => {
    expect(
      adminEventDetailsBodySchema.parse({
        ...when,
        eventLocation: ' Salão ',
        fullAddress: 'Rua A, 1',
        postalCode: '01001000',
        transmission: '',
        latitude: null,
      }),
    ).toEqual({
      ...when,
      eventType: 'in-person',
      eventLocation: 'Salão',
      fullAddress: 'Rua A, 1',
      postalCode: '01001-000',
      latitude: null,
      longitude: null,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    });
  });
});

describe('updateAdminEventBodySchema', () => {
  it('lower-cases the slug and gives the admin text for an empty one', () => {
    const base = {
      title: 'Festa',
      subtitle: 'Lia',
      details: { ...when, eventLocation: 'Salão', fullAddress: 'Rua A' },
    };
    expect(
      updateAdminEventBodySchema.parse({ ...base, slug: 'Festa-LIA' }).slug,
    ).toBe('festa-lia');
    expect(
      messagesOf(updateAdminEventBodySchema.safeParse({ ...base, slug: ' ' })),
    ).toEqual({ slug: 'O link está em uso, por favor, crie outro' });
  });
});

describe('listAdminEventsQuerySchema', () => {
  it('drops blank filters', () => {
    expect(
      listAdminEventsQuerySchema.parse({
        id: '',
        title: '',
        active: '',
        startDate: '',
      }),
    ).toEqual({ page: 1, limit: 20 });
  });

  it('refuses an end date before the start date', () => {
    expect(
      messagesOf(
        listAdminEventsQuerySchema.safeParse({
          startDate: '2030-02-01',
          endDate: '2030-01-31',
        }),
      ),
    ).toEqual({
      endDate: 'A data final deve ser igual ou posterior à data inicial.',
    });
  });
});

describe('listAdminPayoutsQuerySchema', () => {
  it('defaults to PENDING and takes upper-case statuses only', () => {
    expect(listAdminPayoutsQuerySchema.parse({})).toEqual({
      status: 'PENDING',
      page: 1,
      limit: 20,
    });
    expect(
      listAdminPayoutsQuerySchema.safeParse({ status: 'paid' }).success,
    ).toBe(false);
  });
});
