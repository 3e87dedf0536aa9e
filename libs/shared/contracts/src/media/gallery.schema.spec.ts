import {
  galleryItemParamsSchema,
  galleryResponseSchema,
  galleryUploadFieldsSchema,
} from './gallery.schema';
import { apiTexts } from '../texts/api';

describe('gallery contracts', () => {
  it('accept image or video as fileType, with a pt-BR message for anything else', () => {
    expect(galleryUploadFieldsSchema.parse({ fileType: 'video' })).toEqual({
      fileType: 'video',
    });
    for (const fields of [{}, { fileType: 'audio' }, { fileType: 'IMAGE' }]) {
      const result = galleryUploadFieldsSchema.safeParse(fields);
      expect(result.error?.issues[0]?.message).toBe(
        'Informe se a mídia é uma imagem ou um vídeo.',
      );
    }
  });

  it('read the gallery with its quota and refuse a date that is not ISO', () => {
    const body = {
      success: true,
      message: 'Mídia salva.',
      gallery: [
        {
          id: 1,
          type: 'image',
          url: '/media/events/1/gallery/a.webp',
          createdAt: '2025-05-01T12:00:00.000Z',
        },
      ],
      quota: { image: { used: 1, limit: 5 }, video: { used: 0, limit: 1 } },
    };
    expect(galleryResponseSchema.parse(body)).toEqual(body);
    expect(
      galleryResponseSchema.safeParse({
        ...body,
        gallery: [{ ...body.gallery[0], createdAt: '01/05/2025' }],
      }).success,
    ).toBe(false);
  });

  it('coerce path ids', () => {
    expect(
      galleryItemParamsSchema.parse({ eventId: '4', itemId: '12' }),
    ).toEqual({
      eventId: 4,
      itemId: 12,
    });
  });

  it('name the limit in the quota messages, singular and plural', () => {
    expect(apiTexts.server.galleryImageLimit(5)).toBe(
      'Limite de 5 fotos atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    expect(apiTexts.server.galleryImageLimit(1)).toBe(
      'Limite de 1 foto atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    expect(apiTexts.server.galleryVideoLimit(1)).toBe(
      'Limite de 1 vídeo atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    expect(apiTexts.server.galleryVideoLimit(3)).toBe(
      'Limite de 3 vídeos atingido. Contrate mais espaço em Pacote de Serviços.',
    );
  });
});
