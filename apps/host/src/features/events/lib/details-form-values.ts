import { messages, type OwnerEventDetails } from '@celebra/contracts';
import {
  type EventDetailsFormValues,
  parseEventDetails,
} from './event-details-form-schema';

/** The saved details as the form's values (never-filled fields empty). */
export const toFormValues = (
  details: OwnerEventDetails,
): EventDetailsFormValues => ({
  date: details.eventDate ?? '',
  startTime: details.startTime ?? '',
  endTime: details.endTime ?? '',
  eventType: details.eventType,
  eventLocation: details.eventLocation ?? '',
  postalCode: details.postalCode ?? '',
  fullAddress: details.fullAddress ?? '',
  latitude: details.latitude,
  longitude: details.longitude,
  transmission: details.transmission ?? '',
  transmissionLink: details.transmissionLink ?? '',
  transmissionPassword: details.transmissionPassword ?? '',
});

/** Fields the summary lets the host change one at a time. */
export type EditableField =
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'eventLocation'
  | 'postalCode'
  | 'fullAddress'
  | 'transmission'
  | 'transmissionLink'
  | 'transmissionPassword';

/**
 * Per-field editing: an emptied field is '* Campo obrigatório'; otherwise
 * the contract's own check of that field, with every other field as saved.
 */
export const singleFieldError = (
  values: EventDetailsFormValues,
  field: EditableField,
  value: string,
): string | undefined => {
  if (!value.trim()) return messages.validation.required;
  const result = parseEventDetails({
    ...values,
    [field]: value,
  });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};
