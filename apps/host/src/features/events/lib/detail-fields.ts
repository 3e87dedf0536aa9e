import type { EventKind } from '@celebra/contracts';
import type { EditableField } from './details-form-values';

export type DetailField = {
  label: string;
  input: 'text' | 'date' | 'time' | 'url' | 'cep';
};

/** Labels of the details, as the pt-BR messages name them. */
export const detailFields: Record<EditableField, DetailField> = {
  date: { label: 'Data', input: 'date' },
  startTime: { label: 'Horário de Início', input: 'time' },
  endTime: { label: 'Horário de Término', input: 'time' },
  eventLocation: { label: 'Local do Evento', input: 'text' },
  postalCode: { label: 'CEP', input: 'cep' },
  fullAddress: { label: 'Endereço', input: 'text' },
  transmission: { label: 'Transmissão', input: 'text' },
  transmissionLink: { label: 'Link da Transmissão', input: 'url' },
  transmissionPassword: { label: 'Senha da Transmissão', input: 'text' },
};

export const eventKindLabels: Record<EventKind, string> = {
  'in-person': 'Presencial',
  virtual: 'Virtual',
};

/** The fields shown for each kind of event, in order. */
export const fieldsOfKind: Record<EventKind, EditableField[]> = {
  'in-person': [
    'date',
    'startTime',
    'endTime',
    'eventLocation',
    'postalCode',
    'fullAddress',
  ],
  virtual: [
    'date',
    'startTime',
    'endTime',
    'transmission',
    'transmissionLink',
    'transmissionPassword',
  ],
};
