/** Where an invitation came from; the database enum `invitation_source` is kept equal. */
export const INVITATION_SOURCES = ['host', 'import', 'site'] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];

/** 'não enviado' → 'enviado' → 'aberto' → 'respondeu', the furthest reached. */
export const INVITATION_STATES = [
  'not-sent',
  'sent',
  'opened',
  'answered',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The host's list filter: a state, everyone not answered yet, or answers to review. */
export const INVITATION_STATE_FILTERS = [
  ...INVITATION_STATES,
  'awaiting',
  'review',
] as const;
export type InvitationStateFilter = (typeof INVITATION_STATE_FILTERS)[number];

/** The host's list filter on gifts: gave a gift, gave and not all thanked yet. */
export const INVITATION_GIFT_FILTERS = ['given', 'unthanked'] as const;
export type InvitationGiftFilter = (typeof INVITATION_GIFT_FILTERS)[number];

/** A custom question: short text, one choice, several choices; the enum `rsvp_question_kind`. */
export const RSVP_QUESTION_KINDS = ['text', 'single', 'multiple'] as const;
export type RsvpQuestionKind = (typeof RSVP_QUESTION_KINDS)[number];

export const RSVP_QUESTIONS_MAX = 10;
export const RSVP_QUESTION_OPTIONS_MAX = 20;
export const RSVP_QUESTION_LABEL_MAX_LENGTH = 140;
export const RSVP_TEXT_ANSWER_MAX_LENGTH = 500;
export const INVITATION_NAME_MAX_LENGTH = 120;
export const INVITATION_GROUP_MAX_LENGTH = 60;
export const INVITATION_MEMBERS_MAX = 20;
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;
export const INVITATION_TEMPLATE_MAX_LENGTH = 1000;
/** Rows one import may hold (CSV or pasted text). */
export const INVITATION_IMPORT_MAX_ROWS = 2000;
/** The import's content, decoded: about 2,000 rows of 250 characters. */
export const INVITATION_IMPORT_MAX_BYTES = 512 * 1024;
/** Random bytes of a personal code: 128 bits, written as 22 base64url characters. */
export const INVITATION_CODE_BYTES = 16;
/** A personal code as it appears in links: base64url or hex, 22–48 characters. */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{22,48}$/;
export const INVITATIONS_PAGE_SIZE = 20;
export const RSVP_REMINDER_DAYS_MAX = 60;
/** Where the template's personal link goes; the product's default text carries it. */
export const INVITATION_LINK_PLACEHOLDER = '{link}';
/** Where the template's household name goes. */
export const INVITATION_NAME_PLACEHOLDER = '{convite}';
