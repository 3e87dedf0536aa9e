import {
  type EventDetailsBody,
  type EventDetailsBodyInput,
  eventDetailsBodySchema,
} from '@celebra/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The details form's values: the contract's input (never-filled fields empty). */
export type EventDetailsFormValues = EventDetailsBodyInput;

/**
 * The form's empty inputs ('') read as missing. A blank date or time stops the contract's object
 * checks (its required check aborts), so the per-kind messages would only come after a second
 * submit; read as missing, every required field gets its message at once.
 */
export const blankToMissing = <Values extends object>(values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ]),
  ) as Values;

/** The contract's details schema, for the form and for one field edited alone. */
export const parseEventDetails = (values: EventDetailsFormValues) =>
  eventDetailsBodySchema.safeParse(blankToMissing(values));

const contractResolver = zodResolver(eventDetailsBodySchema);

export const eventDetailsResolver: Resolver<
  EventDetailsFormValues,
  unknown,
  EventDetailsBody
> = (values, context, options) =>
  contractResolver(blankToMissing(values), context, options);
