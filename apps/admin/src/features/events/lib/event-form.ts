import {
  DEFAULT_EVENT_COLOR,
  DEFAULT_EVENT_KIND,
  updateAdminEventBodySchema,
  type AdminEvent,
  type UpdateAdminEventBody,
} from '@celebra/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

type EventKind = AdminEvent['details']['eventType'];

const textDetailKeys = [
  'eventDate',
  'startTime',
  'endTime',
  'eventLocation',
  'postalCode',
  'fullAddress',
  'transmission',
  'transmissionLink',
  'transmissionPassword',
] as const;

type TextDetailKey = (typeof textDetailKeys)[number];

/** What the event form holds: the event's texts, with empty text for details not filled. */
export type EventFormValues = Pick<
  AdminEvent,
  | 'title'
  | 'subtitle'
  | 'slug'
  | 'titleDescription'
  | 'description'
  | 'color'
  | 'active'
> & {
  details: Record<TextDetailKey, string> & {
    eventType: EventKind;
    latitude: number | null;
    longitude: number | null;
  };
};

/**
 * The contract of `PUT /admin/events/{id}` validates the form ('* Campo obrigatório',
 * in-person/virtual requirements, the empty-slug text). Its `details` is a preprocessed union
 * whose declared input is `unknown`, so the resolver is typed with the form's narrower shape.
 */
export const eventFormResolver = zodResolver(
  updateAdminEventBodySchema,
) as unknown as Resolver<EventFormValues, unknown, UpdateAdminEventBody>;

export const eventToForm = (event: AdminEvent): EventFormValues => {
  const details = Object.fromEntries(
    textDetailKeys.map((key) => [key, event.details[key] ?? '']),
  ) as Record<TextDetailKey, string>;
  return {
    title: event.title,
    subtitle: event.subtitle,
    slug: event.slug,
    titleDescription: event.titleDescription,
    description: event.description,
    color: event.color || DEFAULT_EVENT_COLOR,
    active: event.active,
    details: {
      ...details,
      eventType: event.details.eventType ?? DEFAULT_EVENT_KIND,
      latitude: event.details.latitude,
      longitude: event.details.longitude,
    },
  };
};

/** Which detail fields the event type makes required. */
export const requiredDetailsFor = (
  kind: EventKind,
): ReadonlySet<TextDetailKey> =>
  new Set<TextDetailKey>([
    'eventDate',
    'startTime',
    'endTime',
    ...(kind === 'virtual'
      ? (['transmission', 'transmissionLink'] as const)
      : (['eventLocation', 'fullAddress'] as const)),
  ]);
