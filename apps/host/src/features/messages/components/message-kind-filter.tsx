import { hostTexts, MESSAGE_KINDS, type MessageKind } from '@celebra/contracts';

const t = hostTexts.screens.messages;

const options: { value: MessageKind | undefined; label: string }[] = [
  { value: undefined, label: t.filters.all },
  ...MESSAGE_KINDS.map((kind) => ({ value: kind, label: t.filters[kind] })),
];

export type MessageKindFilterProps = {
  value: MessageKind | undefined;
  onChange: (kind: MessageKind | undefined) => void;
};

/** 'Todos', 'Recados', 'Presentes', 'Presença': which messages the list shows. */
export const MessageKindFilter = ({
  value,
  onChange,
}: MessageKindFilterProps) => (
  <fieldset className="flex flex-wrap items-center gap-2">
    <legend className="sr-only">{t.filterLegend}</legend>
    {options.map((option) => (
      <label
        key={option.label}
        className="cursor-pointer rounded-full border border-field-border bg-surface px-3 py-1 text-sm font-medium text-ink has-[:checked]:border-brand-dark has-[:checked]:bg-brand-dark has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark"
      >
        <input
          type="radio"
          name="message-kind"
          className="sr-only"
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
        {option.label}
      </label>
    ))}
  </fieldset>
);
