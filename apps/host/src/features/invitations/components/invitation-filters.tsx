import {
  hostTexts,
  INVITATION_GIFT_FILTERS,
  INVITATION_STATE_FILTERS,
  type InvitationGiftFilter,
  type InvitationStateFilter,
} from '@celebra/contracts';
import { Field, SelectField } from '@celebra/ui';
import type { InvitationFilters as Filters } from '../api/invitations-queries';

const t = hostTexts.invitations;

export type InvitationFiltersProps = {
  value: Filters;
  groups: readonly string[];
  onChange: (filters: Filters) => void;
};

const orUndefined = <T extends string>(value: string) =>
  value === '' ? undefined : (value as T);

/** Search by name, and the group, state and gifts filters; each change asks the list again. */
export const InvitationFilters = ({
  value,
  groups,
  onChange,
}: InvitationFiltersProps) => (
  <form
    role="search"
    aria-label={t.filtersLabel}
    onSubmit={(event) => event.preventDefault()}
    className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
  >
    <Field
      label={t.search}
      type="search"
      autoComplete="off"
      value={value.q ?? ''}
      onChange={(event) =>
        onChange({ ...value, q: orUndefined(event.target.value) })
      }
    />
    <SelectField
      label={t.groupFilter}
      placeholder={t.allGroups}
      value={value.group ?? ''}
      options={groups.map((group) => ({ value: group, label: group }))}
      onChange={(event) =>
        onChange({ ...value, group: orUndefined(event.target.value) })
      }
    />
    <SelectField
      label={t.stateFilter}
      placeholder={t.allStates}
      value={value.state ?? ''}
      options={INVITATION_STATE_FILTERS.map((state) => ({
        value: state,
        label: t.stateFilters[state],
      }))}
      onChange={(event) =>
        onChange({
          ...value,
          state: orUndefined<InvitationStateFilter>(event.target.value),
        })
      }
    />
    <SelectField
      label={t.giftsFilter}
      placeholder={t.allGifts}
      value={value.gifts ?? ''}
      options={INVITATION_GIFT_FILTERS.map((gifts) => ({
        value: gifts,
        label: t.giftFilters[gifts],
      }))}
      onChange={(event) =>
        onChange({
          ...value,
          gifts: orUndefined<InvitationGiftFilter>(event.target.value),
        })
      }
    />
  </form>
);
