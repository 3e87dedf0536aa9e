import { renderWithQueryClient } from '@celebra/web-testing';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const LocationProbe = () => {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}`}</output>
  );
};

/**
 * Renders a screen at `url` under the route `path` (with its params), with a query client and
 * a probe that shows the current address (`screen.getByTestId('location')`).
 */
export const renderRoute = (
  ui: ReactNode,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
