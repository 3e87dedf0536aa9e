import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it("says 'Ambiente seguro' with the copyright and the company's tax number", () => {
    render(
      <SiteFooter
        year={2026}
        company={{
          name: 'Celebra',
          website: 'celebra.dev',
          taxId: '12.345.678/0001-95',
        }}
      />,
    );

    expect(screen.getByText('Ambiente seguro')).toBeInTheDocument();
    expect(
      screen.getByText('© 2026 Celebra — celebra.dev'),
    ).toBeInTheDocument();
    expect(screen.getByText('CNPJ: 12.345.678/0001-95')).toBeInTheDocument();
  });

  it('leaves the tax number out until it is configured', () => {
    render(
      <SiteFooter
        year={2026}
        company={{ name: 'Celebra', website: 'celebra.dev', taxId: null }}
      />,
    );

    expect(screen.queryByText(/CNPJ/)).toBeNull();
  });

  it("links the privacy policy, the terms and a guest's 'Meus dados' as pages of their own", async () => {
    render(<SiteFooter year={2026} />);

    const links = await screen.findByRole('navigation', {
      name: 'Privacidade e termos',
    });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Política de privacidade', '/privacidade'],
      ['Termos de uso', '/termos'],
      ['Meus dados', '/meus-dados'],
    ]);
  });
});
