import {
  hostTexts,
  PARTY_MEDIA_STATUSES,
  type PartyMediaStatus,
  type PartyStatusCounts,
} from '@celebra/contracts';
import { formatCount } from '@celebra/format';

const t = hostTexts.party;

export type PartyStatusFilterProps = {
  value: PartyMediaStatus;
  onChange: (status: PartyMediaStatus) => void;
  /** How many items each status holds (unknown while loading). */
  counts: PartyStatusCounts | undefined;
};

/** 'Aguardando aprovação', 'Aprovadas', 'Ocultas', each with its count: which items the album shows. */
export const PartyStatusFilter = ({
  value,
  onChange,
  counts,
}: PartyStatusFilterProps) => (
  <fieldset className="flex flex-wrap items-center gap-2">
    <legend className="sr-only">{t.statusLegend}</legend>
    {PARTY_MEDIA_STATUSES.map((status) => (
      <label
        key={status}
        className="cursor-pointer rounded-full border border-field-border bg-surface px-3 py-1 text-sm font-medium text-ink has-[:checked]:border-brand-dark has-[:checked]:bg-brand-dark has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark"
      >
        <input
          type="radio"
          name="party-media-status"
          className="sr-only"
          checked={value === status}
          onChange={() => onChange(status)}
        />
        {t.statuses[status]}
        {counts && ` (${formatCount(counts[status])})`}
      </label>
    ))}
  </fieldset>
);
