import { useEffect, useState } from 'react';
import { loadWizardData, saveWizardData } from '../lib/wizard-storage';
import type { WizardData } from '../lib/wizard-steps';

/** The wizard's data, read from sessionStorage once and written back on every change. */
export const useStoredWizardData = () => {
  const [data, setData] = useState<WizardData>(loadWizardData);
  useEffect(() => saveWizardData(data), [data]);
  return [data, setData] as const;
};
