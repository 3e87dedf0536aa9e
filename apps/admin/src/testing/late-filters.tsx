import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';

/**
 * The list's filters come back from the address bar a moment after 'Limpar' or 'Filtrar'
 * (a navigation): what the admin typed in between must survive that update.
 */
export function withLateFilters<F>(
  Filter: (props: {
    filters: F;
    onApply: (filters: F) => void;
  }) => ReactElement,
  initial: F,
) {
  const applied: F[] = [];
  let flush: () => void = () => undefined;
  let setFromOutside: (filters: F) => void = () => undefined;
  const Harness = () => {
    const [filters, setFilters] = useState(initial);
    setFromOutside = setFilters;
    return (
      <Filter
        filters={filters}
        onApply={(next) => {
          applied.push(next);
          flush = () => setFilters(next);
        }}
      />
    );
  };
  render(<Harness />);
  return {
    applied,
    flush: () => act(flush),
    navigate: (filters: F) => act(() => setFromOutside(filters)),
  };
}
