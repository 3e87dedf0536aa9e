import { Button } from '@celebra/ui';

export type LoadFailedProps = { text: string; onRetry: () => void };

/** What stays on the page after a load failed (the popup says why). */
export const LoadFailed = ({ text, onRetry }: LoadFailedProps) => (
  <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-4">
    <p className="text-muted">{text}</p>
    <Button variant="secondary" size="sm" onClick={onRetry}>
      Tentar novamente
    </Button>
  </div>
);
