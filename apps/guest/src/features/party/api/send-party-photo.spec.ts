import { compressImage } from '@celebra/ui';
import { guestApiClient } from '../../../lib/api-client';
import { sendPartyPhoto } from './send-party-photo';

jest.mock('@celebra/ui', () => ({
  ...jest.requireActual<object>('@celebra/ui'),
  compressImage: jest.fn(),
}));
jest.mock('../../../lib/api-client', () => ({
  guestApiClient: { upload: jest.fn() },
}));

const compress = jest.mocked(compressImage);
const upload = jest.mocked(guestApiClient.upload);

const send = (file: File, guestName = '') =>
  sendPartyPhoto({
    slug: 'ana-e-leo',
    file,
    guestName,
    onProgress: jest.fn(),
    signal: new AbortController().signal,
  });

const sentForm = () => {
  const [options] = upload.mock.calls.at(-1) ?? [];
  if (!options) throw new Error('nothing sent');
  return options;
};

beforeEach(() => {
  upload.mockResolvedValue({
    success: true,
    message: 'Foto enviada!',
    item: { id: 4, kind: 'image', status: 'approved' },
  });
});

describe('sendPartyPhoto', () => {
  it('sends the photo made smaller in the browser, with the name, and answers the stored item', async () => {
    const original = new File(['big photo'], 'bolo.jpg', {
      type: 'image/jpeg',
    });
    const smaller = new File(['small'], 'bolo.jpg', { type: 'image/jpeg' });
    compress.mockResolvedValue(smaller);

    await expect(send(original, 'Tia Rosa')).resolves.toEqual({
      id: 4,
      kind: 'image',
      status: 'approved',
    });

    expect(compress).toHaveBeenCalledWith(original);
    const options = sentForm();
    expect(options).toMatchObject({
      path: '/guests/party/ana-e-leo/media',
      mode: 'none',
    });
    expect(options.formData.get('guestName')).toBe('Tia Rosa');
    expect(options.formData.get('file')).toMatchObject({
      name: 'bolo.jpg',
      size: smaller.size,
    });
  });

  it.each([
    ['image/heic', 'IMG_0001.HEIC'],
    ['', 'IMG_0002.heif'],
  ])('sends a HEIC (%j, %s) as it is', async (type, name) => {
    compress.mockClear();
    const heic = new File(['heic bytes'], name, { type });

    await send(heic);

    expect(compress).not.toHaveBeenCalled();
    expect(sentForm().formData.get('file')).toMatchObject({
      name,
      size: heic.size,
    });
    expect(sentForm().formData.has('guestName')).toBe(false);
  });
});
