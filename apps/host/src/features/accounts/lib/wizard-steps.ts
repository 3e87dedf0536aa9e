import {
  type CatalogueGift,
  type registerEventTypeStepSchema,
  type registerStep1Schema,
  registerStep2Schema,
} from '@celebra/contracts';
import type { z } from 'zod';

/** The wizard's internal step names, in order; the URL names the current one by its number (`?step=3`). */
export const wizardSteps = ['event-types', 'step1', 'step2', 'step3'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepLabels: Record<WizardStep, string> = {
  'event-types': 'Tipo do evento',
  step1: 'Seu evento',
  step2: 'Presentes',
  step3: 'Seus dados',
};

export type EventTypeStepValues = z.output<typeof registerEventTypeStepSchema>;
export type EventDetailsStepValues = z.output<typeof registerStep1Schema>;

/** Step 1's inputs as typed (kept while the host types, before any check). */
export type EventDetailsDraft = {
  event: string;
  title: string;
  subtitle: string;
  eventDate: string;
  slug: string;
};

/** Step 3's inputs as typed, without the passwords (never kept). */
export type AccountDraft = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
};

/** What the steps gave so far; kept for the tab and when going back. */
export type WizardData = {
  eventType?: number;
  detailsDraft: EventDetailsDraft;
  /** Step 1 as checked by the server on 'Próximo'; cleared when step 1 is edited again. */
  details?: EventDetailsStepValues;
  /** The chosen category's catalogue, loaded by step 1's check. */
  gifts: CatalogueGift[];
  giftList: number[];
  accountDraft: AccountDraft;
};

export const emptyDetailsDraft: EventDetailsDraft = {
  event: '',
  title: '',
  subtitle: '',
  eventDate: '',
  slug: '',
};

export const emptyAccountDraft: AccountDraft = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
};

export const emptyWizardData: WizardData = {
  detailsDraft: emptyDetailsDraft,
  gifts: [],
  giftList: [],
  accountDraft: emptyAccountDraft,
};

/** The last step the data allows: each step needs the earlier ones done. */
export function furthestStep(data: WizardData): WizardStep {
  if (data.eventType === undefined) return 'event-types';
  if (!data.details || data.gifts.length === 0) return 'step1';
  if (!registerStep2Schema.safeParse({ giftList: data.giftList }).success)
    return 'step2';
  return 'step3';
}

/** The step's number as the progress shows it, from 1. */
export const stepNumber = (step: WizardStep): number =>
  wizardSteps.indexOf(step) + 1;

/** The step a `?step=` number names; anything else is the first step. */
export function parseStep(value: string | null): WizardStep {
  const number = /^\d+$/.test(value ?? '') ? Number(value) : 0;
  return wizardSteps[number - 1] ?? 'event-types';
}

/** `requested` when the data allows it, else the furthest step it allows. */
export function allowedStep(
  requested: WizardStep,
  data: WizardData,
): WizardStep {
  const furthest = furthestStep(data);
  return wizardSteps.indexOf(requested) <= wizardSteps.indexOf(furthest)
    ? requested
    : furthest;
}

export const previousStep = (step: WizardStep): WizardStep =>
  wizardSteps[wizardSteps.indexOf(step) - 1] ?? step;
