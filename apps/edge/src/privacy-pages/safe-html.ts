import { escapeHtml } from '@celebra/format';

/** Markup written by the pages' authors; anything else put into it is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | readonly (SafeHtml | string)[];

const partOf = (part: Part): string =>
  part instanceof SafeHtml
    ? part.value
    : Array.isArray(part)
      ? part.map(partOf).join('')
      : escapeHtml(String(part));

/** A template of the pages' markup: its literal parts as written, every value escaped. */
export function html(
  strings: TemplateStringsArray,
  ...values: Part[]
): SafeHtml {
  return new SafeHtml(
    values.reduce<string>(
      (out, value, index) => out + partOf(value) + (strings[index + 1] ?? ''),
      strings[0] ?? '',
    ),
  );
}
