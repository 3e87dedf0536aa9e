import { render, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { RouteSetRouter } from './route-set-router';

const signedOut = [{ path: '*', element: <h1>Entrar</h1> }];
const signedIn = [
  { path: '/', element: <Link to="/recados">Recados</Link> },
  { path: '/recados', element: <h1>Recados</h1> },
];

describe('RouteSetRouter', () => {
  it('shows the full-page loading screen while no route set is chosen', () => {
    render(<RouteSetRouter routes={null} routeSetKey="checking" />);

    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('renders the chosen set and switches when the set changes', () => {
    window.history.pushState({}, '', '/');
    const { rerender } = render(
      <RouteSetRouter routes={signedOut} routeSetKey="unauthorized" />,
    );
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();

    rerender(<RouteSetRouter routes={signedIn} routeSetKey="authenticated" />);

    expect(screen.getByRole('link', { name: 'Recados' })).toBeInTheDocument();
  });
});
