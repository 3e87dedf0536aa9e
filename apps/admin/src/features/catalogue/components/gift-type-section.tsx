import {
  adminTexts,
  messages,
  type AdminGiftsByType,
} from '@celebra/contracts';
import { Collapsible } from '@celebra/ui';
import { CategoryTabs } from './category-tabs';
import { GiftTable } from './gift-table';

export type GiftTypeSectionProps = {
  eventType: AdminGiftsByType;
  defaultOpen?: boolean;
};

/** One event type: its categories as tabs, each with its gift table. */
export const GiftTypeSection = ({
  eventType,
  defaultOpen,
}: GiftTypeSectionProps) => (
  <Collapsible
    headingLevel={2}
    defaultOpen={defaultOpen}
    title={
      <span className="flex flex-wrap items-center gap-2">
        {eventType.name}
        {!eventType.active && (
          <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
            {adminTexts.screens.common.inactiveBadge}
          </span>
        )}
      </span>
    }
  >
    {eventType.eventCategories.length === 0 ? (
      <p className="text-muted">{messages.empty.table}</p>
    ) : (
      <CategoryTabs
        label={`Categorias de ${eventType.name}`}
        tabs={eventType.eventCategories.map((category) => ({
          id: category.id,
          label: category.name,
          panel: (
            <GiftTable
              gifts={category.gifts}
              caption={`Presentes de ${eventType.name} — ${category.name}`}
            />
          ),
        }))}
      />
    )}
  </Collapsible>
);
