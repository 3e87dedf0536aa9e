import { itemAt } from '@celebra/contracts';
import { render } from '@testing-library/react';
import { CataloguePicture } from './catalogue-picture';

const classesOf = (element: Element | null) =>
  (element?.getAttribute('class') ?? '').split(/\s+/);

describe('CataloguePicture', () => {
  it('fills its card by default, with the shape the card asks for', () => {
    const { container } = render(
      <CataloguePicture url="/media/a.webp" className="aspect-square" />,
    );
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(classesOf(picture)).toEqual(
      expect.arrayContaining(['w-full', 'aspect-square']),
    );
  });

  it('takes a fixed thumbnail size without the full width, with or without a picture', () => {
    const { container } = render(
      <>
        <CataloguePicture url="/media/a.webp" size="thumb" />
        <CataloguePicture url={null} size="thumb" />
      </>,
    );
    const pictures = Array.from(container.children) as HTMLElement[];
    const withPicture = itemAt(pictures, 0);
    const withoutPicture = itemAt(pictures, 1);
    for (const picture of [withPicture, withoutPicture]) {
      expect(classesOf(picture)).toEqual(
        expect.arrayContaining(['size-12', 'shrink-0']),
      );
      expect(classesOf(picture)).not.toContain('w-full');
    }
    expect(withoutPicture).toHaveAttribute('aria-hidden', 'true');
    expect(withoutPicture.querySelector('svg')).not.toBeNull();
  });

  it("shows the name's initial when there is no picture and a name is given", () => {
    const { container } = render(
      <CataloguePicture url={null} name="aniversário" className="h-24" />,
    );
    expect(container.textContent).toBe('A');
  });
});
