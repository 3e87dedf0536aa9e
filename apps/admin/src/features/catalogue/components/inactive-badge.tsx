import { adminTexts } from '@celebra/contracts';

/** 'INATIVO' next to an inactive event type or category. */
export const InactiveBadge = () => (
  <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
    {adminTexts.screens.common.inactiveBadge}
  </span>
);
