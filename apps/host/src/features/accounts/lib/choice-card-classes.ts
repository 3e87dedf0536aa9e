import { cx } from '@celebra/ui';

/** A picture card that is a choice (radio or checkbox) of the wizard: outlined when chosen. */
export const choiceCardClasses = (chosen: boolean, layout = '') =>
  cx(
    'cursor-pointer overflow-hidden rounded-card border-2 bg-surface shadow-sm',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark',
    chosen ? 'border-brand-dark' : 'border-line',
    layout,
  );
