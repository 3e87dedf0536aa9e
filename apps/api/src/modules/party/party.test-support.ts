import type { TestApp } from '../../test/create-test-app';
import type { TestHost } from '../../test/factories';
import { type FormFile, uploadForm } from '../../test/media-fixtures';

/** A guest's photo sent from the party's upload page. */
export function uploadPartyPhoto(
  t: TestApp,
  host: TestHost,
  file: FormFile | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guests/party/${host.event.slug}/media`,
    headers,
    payload: uploadForm(file, fields),
  });
}
