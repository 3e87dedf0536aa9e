import { z } from 'zod';
import { eventDetailsBodySchema } from './event-details.schema';

const inPerson = {
  date: '2026-10-12',
  startTime: '16:00',
  endTime: '23:30',
  eventType: 'in-person',
  eventLocation: 'Espaço Jardim',
  postalCode: '01310100',
  fullAddress: 'Av. Paulista, 1000, Bela Vista, São Paulo, SP',
  latitude: -23.56,
  longitude: -46.65,
};

const virtual = {
  date: '2026-10-12',
  startTime: '16:00',
  endTime: '18:00',
  eventType: 'virtual',
  transmission: 'YouTube',
  transmissionLink: 'https://youtube.com/live/abc',
  transmissionPassword: 'festa',
};

function fieldErrors(input: unknown) {
  const result = eventDetailsBodySchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('eventDetailsBodySchema', () => {
  it('accepts an in-person event and writes the CEP as NNNNN-NNN', () => {
    expect(eventDetailsBodySchema.parse(inPerson).postalCode).toBe('01310-100');
  });

  it('accepts a virtual event without an address', () => {
    expect(eventDetailsBodySchema.safeParse(virtual).success).toBe(true);
  });

  it('gives each missing field its own message, the per-kind ones included', () => {
    expect(fieldErrors({ eventType: 'in-person' })).toEqual({
      date: ['* Campo Data é obrigatório'],
      startTime: ['* Campo Horário de Início é obrigatório'],
      endTime: ['* Campo Horário de Término é obrigatório'],
      eventLocation: ['* Campo Local do Evento é obrigatório'],
      postalCode: ['* Campo CEP é obrigatório'],
      fullAddress: ['* Campo Endereço é obrigatório'],
    });
    expect(
      fieldErrors({
        ...virtual,
        transmission: ' ',
        transmissionLink: '',
        transmissionPassword: null,
      }),
    ).toEqual({
      transmission: ['* Campo Transmissão é obrigatório'],
      transmissionLink: ['* Campo Link da Transmissão é obrigatório'],
      transmissionPassword: ['* Campo Senha da Transmissão é obrigatório'],
    });
    expect(fieldErrors({})).toMatchObject({
      eventType: ['* Campo Tipo do Evento é obrigatório'],
    });
  });

  it('refuses a malformed CEP and a link that is not http(s)', () => {
    expect(fieldErrors({ ...inPerson, postalCode: '0131-0100' })).toEqual({
      postalCode: ['* Formato de CEP inválido'],
    });
    expect(
      fieldErrors({ ...virtual, transmissionLink: 'javascript:alert(1)' }),
    ).toEqual({
      transmissionLink: [
        'Informe um link válido, começando com http:// ou https://.',
      ],
    });
  });

  it('refuses an end time that is not after the start time, on the end time', () => {
    const message =
      '* O horário de término deve ser depois do horário de início';
    expect(
      fieldErrors({ ...inPerson, startTime: '16:30', endTime: '15:00' }),
    ).toEqual({ endTime: [message] });
    expect(
      fieldErrors({ ...virtual, startTime: '16:00', endTime: '16:00' }),
    ).toEqual({ endTime: [message] });
    expect(
      fieldErrors({ ...inPerson, startTime: '16:30', endTime: '16:31' }),
    ).toEqual({});
  });

  it('refuses coordinates out of range', () => {
    expect(fieldErrors({ ...inPerson, latitude: 91 })).toEqual({
      latitude: ['Valor inválido'],
    });
  });
});
