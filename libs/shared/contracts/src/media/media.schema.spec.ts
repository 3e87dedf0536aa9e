import {
  uploadEventImageParamsSchema,
  uploadEventImageResponseSchema,
} from './media.schema';

describe('event picture upload contracts', () => {
  it('accept the avatar and banner slots only', () => {
    expect(
      uploadEventImageParamsSchema.parse({ eventId: '3', slot: 'banner' }),
    ).toEqual({
      eventId: 3,
      slot: 'banner',
    });
    const result = uploadEventImageParamsSchema.safeParse({
      eventId: '3',
      slot: 'logo',
    });
    expect(result.error?.issues[0]?.message).toBe('Valor inválido');
  });

  it('answer both URLs, either of them possibly unset', () => {
    const body = {
      success: true,
      message: 'Imagem atualizada!',
      avatarUrl: '/media/events/3/avatar/a.webp',
      bannerUrl: null,
    };
    expect(uploadEventImageResponseSchema.parse(body)).toEqual(body);
  });
});
