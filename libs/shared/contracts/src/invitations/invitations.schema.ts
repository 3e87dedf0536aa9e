import { z } from 'zod';
import {
  idSchema,
  makeCalendarDateSchema,
  multiLineString,
  paginationQuerySchema,
  requiredText,
  singleLineString,
  slugSchema,
} from '../common.schema';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../constants';
import {
  guestResponseSchema,
  guestCompanionNamesSchema,
  guestCompanionsSchema,
  guestNameSchema,
} from '../guests/guests.schema';
import {
  INVITATION_CODE_PATTERN,
  INVITATION_GIFT_FILTERS,
  INVITATION_GROUP_MAX_LENGTH,
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_MEMBERS_MAX,
  INVITATION_MESSAGE_MAX_LENGTH,
  INVITATION_NAME_MAX_LENGTH,
  INVITATION_SOURCES,
  INVITATION_STATE_FILTERS,
  INVITATION_STATES,
  INVITATION_TEMPLATE_MAX_LENGTH,
  RSVP_QUESTION_KINDS,
  RSVP_QUESTION_LABEL_MAX_LENGTH,
  RSVP_QUESTION_OPTIONS_MAX,
  RSVP_QUESTIONS_MAX,
  RSVP_REMINDER_DAYS_MAX,
  RSVP_TEXT_ANSWER_MAX_LENGTH,
} from './invitations.constants';
import { invitationMessages as m } from './invitations.messages';

/* ---------- shared pieces ---------- */

/** A phone that may be left empty: '' or '(DD) NNNNN-NNNN'. */
export const optionalPhoneSchema = z
  .string({ error: m.phoneInvalid })
  .trim()
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), m.phoneInvalid);

/** An e-mail that may be left empty: '' or a lower-cased address. */
export const optionalEmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), m.emailInvalid);

export const invitationSourceSchema = z.enum(INVITATION_SOURCES);
export const invitationStateSchema = z.enum(INVITATION_STATES);
export const rsvpQuestionKindSchema = z.enum(RSVP_QUESTION_KINDS);

/** A personal code from a link (`/<slug>/c/<code>`). */
export const invitationCodeSchema = z
  .string({ error: m.invitationNotFound })
  .regex(INVITATION_CODE_PATTERN, m.invitationNotFound);

/* ---------- the host's invitations ---------- */

/** `…/invitations/{eventId}` */
export const invitationEventParamsSchema = z.object({ eventId: idSchema });
/** `…/invitations/{eventId}/{invitationId}` */
export const invitationParamsSchema = z.object({
  eventId: idSchema,
  invitationId: idSchema,
});

/** A person of the invitation as the host writes it; `id` keeps an existing member (and their answer). */
export const invitationMemberBodySchema = z.object({
  id: z.number().int().positive().optional(),
  firstName: guestNameSchema(m.firstNameRequired),
  lastName: guestNameSchema(m.lastNameRequired),
  isChild: z.boolean().default(false),
});

/** `POST|PUT /api/users/invitations/{eventId}[/{invitationId}]`. */
export const invitationBodySchema = z.object({
  name: requiredText(m.nameRequired).max(
    INVITATION_NAME_MAX_LENGTH,
    m.nameRequired,
  ),
  groupName: singleLineString()
    .trim()
    .max(INVITATION_GROUP_MAX_LENGTH, m.groupTooLong)
    .transform((group) => (group === '' ? null : group))
    .nullable()
    .default(null),
  members: z
    .array(invitationMemberBodySchema, { error: m.memberRequired })
    .min(1, m.memberRequired)
    .max(INVITATION_MEMBERS_MAX, m.tooManyMembers),
  maxCompanions: guestCompanionsSchema.default(0),
  phoneNumber: optionalPhoneSchema.default(''),
  email: optionalEmailSchema.default(''),
});

/** A member as the host reads them. `attending` null: not answered yet. */
export const invitationMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isChild: z.boolean(),
  attending: z.boolean().nullable(),
  /** Companions answered with this member (the household's companions sit on its first member). */
  companions: z.number().int(),
  companionNames: z.array(z.string()),
  /** Answers sent from the site's open form with this member's e-mail, waiting for the host (accept/discard: the guests' response calls). */
  pendingResponses: z.array(guestResponseSchema),
});

/** The gifts given from the invitation's personal link (approved orders). */
export const invitationGiftsSchema = z.object({
  count: z.number().int(),
  /** Centavos the couple receives. */
  amount: z.number().int(),
  /** Gifts not marked thanked yet. */
  unthanked: z.number().int(),
});

/** An invitation of the host's list. */
export const hostInvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string().nullable(),
  maxCompanions: z.number().int(),
  phoneNumber: z.string(),
  email: z.string(),
  /** The personal link is `<site>/<slug>/c/<code>`. */
  code: z.string(),
  source: invitationSourceSchema,
  needsReview: z.boolean(),
  state: invitationStateSchema,
  sentAt: z.iso.datetime().nullable(),
  firstOpenedAt: z.iso.datetime().nullable(),
  lastOpenedAt: z.iso.datetime().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  reminderSentAt: z.iso.datetime().nullable(),
  members: z.array(invitationMemberSchema),
  /** The message to the couple sent with the answer. */
  message: z.string().nullable(),
  gifts: invitationGiftsSchema,
  createdAt: z.iso.datetime(),
});

/** `GET /api/users/invitations/{eventId}?page=&limit=&q=&group=&state=&gifts=` */
export const listInvitationsQuerySchema = paginationQuerySchema.extend({
  /** Part of the invitation's or a member's name (accents and case ignored). */
  q: singleLineString().trim().max(INVITATION_NAME_MAX_LENGTH).optional(),
  group: singleLineString().trim().max(INVITATION_GROUP_MAX_LENGTH).optional(),
  state: z.enum(INVITATION_STATE_FILTERS).optional(),
  gifts: z.enum(INVITATION_GIFT_FILTERS).optional(),
});

/** One page of invitations sorted by name; `total` counts those matching the filters. */
export const listInvitationsResponseSchema = z.object({
  items: z.array(hostInvitationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** The headcount of the whole list (not of a filter). Companions count as adults. */
export const invitationSummarySchema = z.object({
  invitations: z.number().int(),
  /** People invited: members plus companions allowed. */
  invited: z.number().int(),
  /** Invitations answered. */
  answered: z.number().int(),
  /** People coming: members answered 'vai' plus their companions. */
  attending: z.number().int(),
  /** Members answered 'não vai'. */
  declined: z.number().int(),
  /** Of those coming. */
  adults: z.number().int(),
  children: z.number().int(),
  /** Members without an answer. */
  awaiting: z.number().int(),
  notSent: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  review: z.number().int(),
  /** The groups used, sorted. */
  groups: z.array(z.string()),
});

export const saveInvitationResponseSchema = hostInvitationSchema;
export const deleteInvitationResponseSchema = z.object({
  success: z.literal(true),
});

/** `POST …/{invitationId}/code`: a new personal code; the old link stops working. */
export const regenerateInvitationCodeResponseSchema = z.object({
  code: z.string(),
});

/** `PUT …/{invitationId}/sent`: the host marks (or unmarks) it sent by WhatsApp. */
export const invitationSentBodySchema = z.object({ sent: z.boolean() });
export const invitationSentResponseSchema = z.object({
  sentAt: z.iso.datetime().nullable(),
  state: invitationStateSchema,
});

/** `POST …/{invitationId}/email`: the invitation e-mail is queued (outbox); 409 without an e-mail. */
export const sendInvitationEmailResponseSchema = invitationSentResponseSchema;

/** `POST /api/users/invitations/{eventId}/emails`: e-mails every invitation with an e-mail not sent yet. */
export const sendInvitationEmailsResponseSchema = z.object({
  queued: z.number().int(),
});

/** `PUT …/{invitationId}/thanked`: marks (or clears) every gift of the invitation thanked. */
export const invitationThankedBodySchema = z.object({ thanked: z.boolean() });
export const invitationThankedResponseSchema = z.object({
  gifts: invitationGiftsSchema,
});

/** `POST …/{invitationId}/link`: an answer to review joins another invitation (its member takes the answer). */
export const linkInvitationBodySchema = z.object({
  targetInvitationId: idSchema,
});
/** `POST …/{invitationId}/link` and `…/accept` answer the invitation that now holds the answer. */
export const reviewInvitationResponseSchema = hostInvitationSchema;

/* ---------- import ---------- */

/**
 * `POST …/import/preview` and `POST …/import`: a CSV file's bytes (base64; UTF-8 or
 * Windows-1252, `;` or `,`) or text pasted from a spreadsheet or contacts.
 */
export const invitationImportBodySchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('file'),
    /** The file's bytes, base64. */
    data: z
      .base64()
      .max(
        Math.ceil((INVITATION_IMPORT_MAX_BYTES * 4) / 3) + 4,
        m.importTooLarge,
      ),
  }),
  z.object({
    source: z.literal('paste'),
    text: z.string().max(INVITATION_IMPORT_MAX_BYTES, m.importTooLarge),
  }),
]);

/** The import itself: the same content; rows with errors are skipped only when asked. */
export const invitationImportCommitBodySchema = z.intersection(
  invitationImportBodySchema,
  z.object({ skipInvalid: z.boolean().default(false) }),
);

/** One row as read: the household it goes to and what is wrong with it. */
export const invitationImportRowSchema = z.object({
  /** 1-based line of the file or text. */
  line: z.number().int(),
  invitationName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isChild: z.boolean(),
  groupName: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string(),
  maxCompanions: z.number().int(),
  /** pt-BR texts; empty when the row is fine. */
  errors: z.array(z.string()),
});

export const invitationImportPreviewResponseSchema = z.object({
  rows: z.array(invitationImportRowSchema),
  /** Invitations the valid rows make (rows with the same 'convite' form one). */
  invitations: z.number().int(),
  invalidRows: z.number().int(),
  /** What was read: 'utf-8' or 'windows-1252' and ';', ',' or tab. */
  encoding: z.enum(['utf-8', 'windows-1252']),
  separator: z.enum([';', ',', '\t']),
});

export const invitationImportResponseSchema = z.object({
  created: z.number().int(),
  skippedRows: z.number().int(),
});

/* ---------- the door list ---------- */

export const doorListEntrySchema = z.object({
  invitationName: z.string(),
  groupName: z.string().nullable(),
  /** Members answered 'vai' (children marked). */
  people: z.array(z.object({ name: z.string(), isChild: z.boolean() })),
  companionNames: z.array(z.string()),
  headcount: z.number().int(),
});

/** `GET …/door-list`: invitations with someone coming, sorted by name, and the total. */
export const doorListResponseSchema = z.object({
  entries: z.array(doorListEntrySchema),
  headcount: z.number().int(),
});

/* ---------- RSVP settings ---------- */

export const rsvpSettingsSchema = z.object({
  /** 'YYYY-MM-DD'; answers may be changed through that day. */
  deadline: z.string().nullable(),
  remindersEnabled: z.boolean(),
  reminderDays: z.number().int(),
  openAnswers: z.boolean(),
  /** The host's text, or the product's default when they never changed it. */
  invitationMessage: z.string(),
  /** The product's default text, to restore it. */
  defaultInvitationMessage: z.string(),
});

/** `PUT /api/users/rsvp-settings/{eventId}`. */
export const rsvpSettingsBodySchema = z.object({
  deadline: makeCalendarDateSchema(m.deadlineInvalid).nullable(),
  remindersEnabled: z.boolean(),
  reminderDays: z
    .number({ error: m.reminderDaysInvalid })
    .int(m.reminderDaysInvalid)
    .min(1, m.reminderDaysInvalid)
    .max(RSVP_REMINDER_DAYS_MAX, m.reminderDaysInvalid),
  openAnswers: z.boolean(),
  invitationMessage: multiLineString()
    .trim()
    .max(INVITATION_TEMPLATE_MAX_LENGTH, m.templateTooLong),
});

/* ---------- custom questions ---------- */

export const rsvpQuestionParamsSchema = z.object({
  eventId: idSchema,
  questionId: idSchema,
});

export const rsvpQuestionBodySchema = z
  .object({
    label: requiredText(m.questionLabelRequired).max(
      RSVP_QUESTION_LABEL_MAX_LENGTH,
      m.questionLabelRequired,
    ),
    kind: rsvpQuestionKindSchema,
    options: z
      .array(
        requiredText(m.questionOptionsRequired).max(
          RSVP_QUESTION_LABEL_MAX_LENGTH,
        ),
      )
      .max(RSVP_QUESTION_OPTIONS_MAX)
      .default([]),
    required: z.boolean().default(false),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'text') return;
    if (question.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: m.questionOptionsRequired,
      });
    if (new Set(question.options).size !== question.options.length)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: m.questionOptionsDuplicated,
      });
  })
  .transform((question) =>
    question.kind === 'text' ? { ...question, options: [] } : question,
  );

export const rsvpQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  kind: rsvpQuestionKindSchema,
  options: z.array(z.string()),
  required: z.boolean(),
});

export const listRsvpQuestionsResponseSchema = z.object({
  items: z.array(rsvpQuestionSchema).max(RSVP_QUESTIONS_MAX),
});

/** `PUT /api/users/rsvp-questions/{eventId}/order`: the questions' ids in their new order. */
export const rsvpQuestionOrderBodySchema = z.object({
  ids: z.array(idSchema).max(RSVP_QUESTIONS_MAX),
});

/** `GET /api/users/rsvp-questions/{eventId}/answers`: per question, counts per option or the texts. */
export const rsvpQuestionAnswersResponseSchema = z.object({
  items: z.array(
    z.object({
      question: rsvpQuestionSchema,
      answered: z.number().int(),
      /** Choices: how many chose each option, in the question's order. */
      options: z.array(
        z.object({ option: z.string(), count: z.number().int() }),
      ),
      /** Short text: each household's answer, by invitation name. */
      texts: z.array(
        z.object({
          invitationId: z.number().int(),
          invitationName: z.string(),
          text: z.string(),
        }),
      ),
    }),
  ),
});

/* ---------- the guest's side ---------- */

/** `…/invitation/{slug}/{code}` */
export const personalInvitationParamsSchema = z.object({
  slug: slugSchema,
  code: invitationCodeSchema,
});

/** What the personal page shows: this household only, never contacts. */
export const personalInvitationSchema = z.object({
  name: z.string(),
  members: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      isChild: z.boolean(),
      attending: z.boolean().nullable(),
    }),
  ),
  maxCompanions: z.number().int(),
  companionNames: z.array(z.string()),
  questions: z.array(rsvpQuestionSchema),
  /** Per question id, the values answered. */
  answers: z.array(
    z.object({ questionId: z.number().int(), values: z.array(z.string()) }),
  ),
  message: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  /** 'YYYY-MM-DD' or null. */
  deadline: z.string().nullable(),
  /** True after the deadline: the answer is read-only. */
  closed: z.boolean(),
});

/** `PUT /api/guests/invitation/{slug}/{code}`: the answer (replaces the previous one). */
export const personalAnswerBodySchema = z.object({
  members: z
    .array(
      z.object({
        id: idSchema,
        attending: z.boolean({ error: m.attendanceRequired }),
      }),
    )
    .min(1, m.attendanceRequired)
    .max(INVITATION_MEMBERS_MAX),
  companionNames: guestCompanionNamesSchema.default([]),
  answers: z
    .array(
      z.object({
        questionId: idSchema,
        values: z
          .array(
            multiLineString()
              .trim()
              .max(RSVP_TEXT_ANSWER_MAX_LENGTH, m.answerInvalidOption),
          )
          .max(RSVP_QUESTION_OPTIONS_MAX),
      }),
    )
    .max(RSVP_QUESTIONS_MAX)
    .default([]),
  message: multiLineString()
    .trim()
    .max(INVITATION_MESSAGE_MAX_LENGTH)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .default(null),
});

/** `POST /api/guests/invitation/{slug}/find`: exact first and last name. */
export const findInvitationParamsSchema = z.object({ slug: slugSchema });
export const findInvitationBodySchema = z.object({
  firstName: guestNameSchema(m.firstNameRequired),
  lastName: guestNameSchema(m.lastNameRequired),
});
/** The household found: its first names only, and the code that opens its answer. */
export const findInvitationResponseSchema = z.object({
  code: z.string(),
  firstNames: z.array(z.string()),
});

export type InvitationMemberBody = z.infer<typeof invitationMemberBodySchema>;
export type InvitationBody = z.input<typeof invitationBodySchema>;
export type ParsedInvitationBody = z.infer<typeof invitationBodySchema>;
export type InvitationMember = z.infer<typeof invitationMemberSchema>;
export type InvitationGifts = z.infer<typeof invitationGiftsSchema>;
export type HostInvitation = z.infer<typeof hostInvitationSchema>;
export type ListInvitationsQuery = z.input<typeof listInvitationsQuerySchema>;
export type ListInvitationsResponse = z.infer<
  typeof listInvitationsResponseSchema
>;
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;
export type InvitationImportBody = z.input<typeof invitationImportBodySchema>;
export type InvitationImportCommitBody = z.input<
  typeof invitationImportCommitBodySchema
>;
export type InvitationImportRow = z.infer<typeof invitationImportRowSchema>;
export type InvitationImportPreview = z.infer<
  typeof invitationImportPreviewResponseSchema
>;
export type DoorListEntry = z.infer<typeof doorListEntrySchema>;
export type DoorList = z.infer<typeof doorListResponseSchema>;
export type RsvpSettings = z.infer<typeof rsvpSettingsSchema>;
export type RsvpSettingsBody = z.input<typeof rsvpSettingsBodySchema>;
export type RsvpQuestionBody = z.input<typeof rsvpQuestionBodySchema>;
export type RsvpQuestion = z.infer<typeof rsvpQuestionSchema>;
export type RsvpQuestionAnswers = z.infer<
  typeof rsvpQuestionAnswersResponseSchema
>;
export type PersonalInvitation = z.infer<typeof personalInvitationSchema>;
export type PersonalAnswerBody = z.input<typeof personalAnswerBodySchema>;
export type FindInvitationBody = z.input<typeof findInvitationBodySchema>;
export type FindInvitationResponse = z.infer<
  typeof findInvitationResponseSchema
>;
