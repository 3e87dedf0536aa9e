import { catalogueGiftSchema } from '@celebra/contracts';
import { z } from 'zod';
import {
  emptyAccountDraft,
  emptyDetailsDraft,
  emptyWizardData,
  type WizardData,
} from './wizard-steps';

/** sessionStorage key: the wizard's data lives as long as the tab, never the passwords. */
export const WIZARD_STORAGE_KEY = 'celebra:register-wizard';

const text = z.string().catch('');

/** What a stored value may hold; anything unreadable falls back to an empty wizard. */
const storedWizardSchema = z.object({
  eventType: z.number().int().positive().optional().catch(undefined),
  detailsDraft: z
    .object({
      event: text,
      title: text,
      subtitle: text,
      eventDate: text,
      slug: text,
    })
    .catch(emptyDetailsDraft),
  details: z
    .object({
      event: z.number().int(),
      title: z.string(),
      subtitle: z.string(),
      slug: z.string(),
      eventDate: z.string().optional(),
    })
    .optional()
    .catch(undefined),
  gifts: z.array(catalogueGiftSchema).catch([]),
  giftList: z.array(z.number().int()).catch([]),
  accountDraft: z
    .object({
      firstName: text,
      lastName: text,
      phoneNumber: text,
      email: text,
    })
    .catch(emptyAccountDraft),
});

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
};

export function loadWizardData(): WizardData {
  try {
    const raw = sessionStore()?.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return emptyWizardData;
    const parsed = storedWizardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyWizardData;
  } catch {
    return emptyWizardData;
  }
}

export function saveWizardData(data: WizardData): void {
  try {
    sessionStore()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // full or disabled storage: the wizard still works, it just is not kept
  }
}

export function clearWizardData(): void {
  try {
    sessionStore()?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
