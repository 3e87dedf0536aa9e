export { closeAlerts } from './close-alerts';
export { installFakeApi } from './fake-api';
export type { FakeHandler, FakeReply, RecordedRequest } from './fake-api';
export {
  createTestQueryClient,
  renderWithQueryClient,
} from './render-with-query-client';
