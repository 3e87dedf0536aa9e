import { hasFile, toFormData } from './to-form-data';

describe('toFormData', () => {
  it('turns files into parts, a list into one comma-separated text and other values into text, leaving out empty values', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });

    const formData = toFormData({
      name: 'Casamento',
      price: 1990,
      active: false,
      image,
      suggestedAmounts: [5000, 10000],
      photos: [image, image],
      details: { city: 'Recife' },
      description: undefined,
      eventCategoryId: null,
    });

    expect(formData.get('name')).toBe('Casamento');
    expect(formData.get('price')).toBe('1990');
    expect(formData.get('active')).toBe('false');
    expect((formData.get('image') as File).name).toBe('a.png');
    expect(formData.getAll('suggestedAmounts')).toEqual(['5000,10000']);
    expect(formData.getAll('photos')).toHaveLength(2);
    expect(formData.get('details')).toBe('{"city":"Recife"}');
    expect(formData.has('description')).toBe(false);
    expect(formData.has('eventCategoryId')).toBe(false);
  });
});

describe('hasFile', () => {
  it('finds a file or blob at the top level or in an array', () => {
    expect(hasFile({ image: new Blob(['x']) })).toBe(true);
    expect(hasFile({ photos: [new File(['x'], 'p.jpg')] })).toBe(true);
    expect(hasFile({ name: 'x', nested: { image: 'not a file' } })).toBe(false);
    expect(hasFile(new FormData())).toBe(false);
  });
});
