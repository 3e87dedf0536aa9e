import {
  DEFAULT_EVENT_COLOR,
  DEFAULT_EVENT_THEME,
  EVENT_THEMES,
  DEFAULT_EVENT_KIND,
  EVENT_ACTIVITY_ACTIONS,
  EVENT_KINDS,
  EVENT_ROLES,
  EVENT_SERVICE_STATUSES,
  GALLERY_TYPES,
  GIFT_KINDS,
  INVITATION_SOURCES,
  RSVP_QUESTION_KINDS,
  ORDER_STATUSES,
  PAYOUT_DESTINATION_KINDS,
  PARTY_MEDIA_STATUSES,
  PAYOUT_STATUSES,
  SERVICE_TYPES,
} from '@celebra/contracts';
import { getTableColumns } from 'drizzle-orm';
import {
  eventActivities,
  eventDetails,
  eventKindEnum,
  eventRoleEnum,
  events,
  eventServiceStatusEnum,
  galleryTypeEnum,
  giftKindEnum,
  invitationSourceEnum,
  rsvpQuestionKindEnum,
  orderStatusEnum,
  partyMediaStatusEnum,
  payoutDestinationKindEnum,
  payoutStatusEnum,
  serviceTypeEnum,
} from './schema';

describe('database enums and defaults match @celebra/contracts', () => {
  it.each([
    ['service_type', serviceTypeEnum.enumValues, SERVICE_TYPES],
    ['order_status', orderStatusEnum.enumValues, ORDER_STATUSES],
    ['payout_status', payoutStatusEnum.enumValues, PAYOUT_STATUSES],
    [
      'payout_destination_kind',
      payoutDestinationKindEnum.enumValues,
      PAYOUT_DESTINATION_KINDS,
    ],
    [
      'event_service_status',
      eventServiceStatusEnum.enumValues,
      EVENT_SERVICE_STATUSES,
    ],
    ['gallery_type', galleryTypeEnum.enumValues, GALLERY_TYPES],
    ['gift_kind', giftKindEnum.enumValues, GIFT_KINDS],
    [
      'party_media_status',
      partyMediaStatusEnum.enumValues,
      PARTY_MEDIA_STATUSES,
    ],
    ['event_kind', eventKindEnum.enumValues, EVENT_KINDS],
    ['invitation_source', invitationSourceEnum.enumValues, INVITATION_SOURCES],
    [
      'rsvp_question_kind',
      rsvpQuestionKindEnum.enumValues,
      RSVP_QUESTION_KINDS,
    ],
    ['events.theme', getTableColumns(events).theme.enumValues, EVENT_THEMES],
    ['event_role', eventRoleEnum.enumValues, EVENT_ROLES],
    [
      'event_activities.action',
      getTableColumns(eventActivities).action.enumValues,
      EVENT_ACTIVITY_ACTIONS,
    ],
  ])('%s has the contract values', (_name, databaseValues, contractValues) => {
    expect(databaseValues).toEqual([...contractValues]);
  });

  it('defaults a new event to the default colour and in-person', () => {
    expect(getTableColumns(events).color.default).toBe(DEFAULT_EVENT_COLOR);
    expect(getTableColumns(events).theme.default).toBe(DEFAULT_EVENT_THEME);
    expect(getTableColumns(eventDetails).eventType.default).toBe(
      DEFAULT_EVENT_KIND,
    );
  });
});
