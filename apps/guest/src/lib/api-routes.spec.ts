import { apiRoutes } from './api-routes';

describe('apiRoutes', () => {
  it('splits each key into the method and the path of a public route', () => {
    expect(apiRoutes.unlockSite).toEqual({
      method: 'POST',
      path: '/api/guests/event/:slug/unlock',
      access: 'public',
    });
    expect(apiRoutes.orderPix).toEqual({
      method: 'GET',
      path: '/api/guests/orders/:orderId/pix',
      access: 'public',
    });
  });
});
