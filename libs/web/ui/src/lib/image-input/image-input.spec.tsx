import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { compressImage, configureImageCompression } from './compress-image';
import { ImageInput } from './image-input';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(),
}));

const compressMock = jest.mocked(imageCompression);

const photo = () =>
  new File(['x'.repeat(2000)], 'foto.jpg', { type: 'image/jpeg' });

beforeEach(() => compressMock.mockReset());

describe('compressImage', () => {
  it('asks for at most 5 MB and 1920 px in a worker loaded from the configured file', async () => {
    configureImageCompression({
      libURL: '/assets/browser-image-compression.js',
    });
    compressMock.mockResolvedValue(
      new File(['small'], 'foto.jpg', { type: 'image/jpeg' }),
    );

    const result = await compressImage(photo());

    expect(compressMock).toHaveBeenCalledWith(expect.any(File), {
      maxSizeMB: 5,
      maxWidthOrHeight: 1920,
      useWebWorker: true,
      libURL: 'http://localhost/assets/browser-image-compression.js',
    });
    expect(result.name).toBe('foto.jpg');
    expect(result.size).toBe(5);
  });

  it('gives back the original file when compression fails', async () => {
    compressMock.mockRejectedValue(new Error('canvas unavailable'));
    const original = photo();

    await expect(compressImage(original)).resolves.toBe(original);
  });
});

describe('ImageInput', () => {
  it("refuses a file that is not an image with 'Por favor, selecione um arquivo de imagem.'", async () => {
    const onChange = jest.fn();
    render(<ImageInput label="Imagem" onChange={onChange} />);

    await userEvent.upload(
      screen.getByLabelText('Imagem'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, selecione um arquivo de imagem.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(compressMock).not.toHaveBeenCalled();
  });

  it('hands over the compressed image', async () => {
    const compressed = new File(['small'], 'foto.jpg', { type: 'image/jpeg' });
    compressMock.mockResolvedValue(compressed);
    const onChange = jest.fn();
    const onBusyChange = jest.fn();
    render(
      <ImageInput
        label="Imagem"
        onChange={onChange}
        onBusyChange={onBusyChange}
      />,
    );

    await userEvent.upload(screen.getByLabelText('Imagem'), photo());

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].size).toBe(5);
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("speaks Portuguese whatever the browser's language: 'Escolher imagem', then the file's name", async () => {
    compressMock.mockResolvedValue(
      new File(['small'], 'foto.jpg', { type: 'image/jpeg' }),
    );
    render(<ImageInput label="Imagem" onChange={jest.fn()} />);
    expect(screen.getByText('Escolher imagem')).toBeVisible();
    expect(screen.getByText('Nenhuma imagem escolhida')).toBeVisible();

    await userEvent.upload(screen.getByLabelText('Imagem'), photo());

    expect(await screen.findByText('foto.jpg')).toBeVisible();
    expect(
      screen.queryByText('Nenhuma imagem escolhida'),
    ).not.toBeInTheDocument();
  });

  it('hands over the original image when compression fails', async () => {
    compressMock.mockRejectedValue(new Error('no canvas'));
    const onChange = jest.fn();
    render(<ImageInput label="Imagem" onChange={onChange} />);
    const original = photo();

    await userEvent.upload(screen.getByLabelText('Imagem'), original);

    expect(onChange).toHaveBeenCalledWith(original);
  });

  it('shows the saved image until another is chosen, and a form error', () => {
    render(
      <ImageInput
        label="Imagem"
        onChange={jest.fn()}
        currentImageUrl="/media/gift.webp"
        previewAlt="Imagem atual"
        error="* Envie a imagem"
      />,
    );

    expect(screen.getByRole('img', { name: 'Imagem atual' })).toHaveAttribute(
      'src',
      '/media/gift.webp',
    );
    expect(screen.getByLabelText('Imagem')).toHaveAccessibleDescription(
      '* Envie a imagem',
    );
  });
});
