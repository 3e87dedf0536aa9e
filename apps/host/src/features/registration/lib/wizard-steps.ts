import type {
  CatalogueGift,
  registerEventTypeStepSchema,
  registerStep1Schema,
} from '@celebra/contracts';
import type { z } from 'zod';

/** The wizard's internal step names, in order (spec host-guest §2.3). */
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

/** What the finished steps gave so far; going back keeps it. */
export type WizardData = {
  eventType?: number;
  details?: EventDetailsStepValues;
  /** The chosen category's catalogue, loaded by step 1's check. */
  gifts: CatalogueGift[];
  giftList: number[];
};

export const emptyWizardData: WizardData = { gifts: [], giftList: [] };
