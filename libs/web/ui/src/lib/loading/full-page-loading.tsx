import { Spinner } from './spinner';

export type FullPageLoadingProps = { label?: string };

/** Covers the viewport while a page's data loads. */
export const FullPageLoading = ({
  label = 'Carregando...',
}: FullPageLoadingProps) => (
  <div
    role="status"
    aria-label={label}
    className="fixed inset-0 z-50 flex items-center justify-center bg-canvas"
  >
    <Spinner className="size-12 border-4 text-brand-dark" />
    <span className="sr-only">{label}</span>
  </div>
);
