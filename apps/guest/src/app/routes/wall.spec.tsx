import { screen } from '@testing-library/react';
import { renderSite } from '../../testing/render-site';

describe("the wall's address", () => {
  it("opens the wall of '/<slug>/telao' with its key, not the event's site", async () => {
    const { api } = renderSite('/ana-e-leo/telao?k=Chave_1234', {
      'GET /api/guests/party/ana-e-leo/wall/recent': {
        status: 404,
        body: { success: false, message: 'Telão não encontrado.' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Telão não encontrado.' }),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/guests/party/ana-e-leo/wall/recent',
    ]);
  });
});
