import { eventSettingsBodySchema } from './event-settings.schema';

const body = {
  showGiftList: true,
  showGuestMessages: false,
  showEventInfo: true,
  allowGuestConfirmation: true,
  slug: '  Ana-E-Joao ',
};

describe('eventSettingsBodySchema', () => {
  it('trims and lower-cases the slug; the password may be left empty', () => {
    expect(eventSettingsBodySchema.parse({ ...body, password: '' })).toEqual({
      ...body,
      slug: 'ana-e-joao',
      password: '',
    });
  });

  it('says a blank slug cannot be empty', () => {
    const result = eventSettingsBodySchema.safeParse({ ...body, slug: '   ' });
    expect(result.error?.issues[0]?.message).toBe(
      'O link do evento não pode ser vazio.',
    );
  });

  it('asks for at least 6 characters in a password', () => {
    const result = eventSettingsBodySchema.safeParse({
      ...body,
      password: '12345',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(
      eventSettingsBodySchema.safeParse({ ...body, password: '123456' })
        .success,
    ).toBe(true);
  });
});
