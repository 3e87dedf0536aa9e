import { adminTexts, messages } from '@celebra/contracts';
import { categoryFormSchema } from './category-form-schema';
import {
  eventTypeCreateFormSchema,
  eventTypeEditFormSchema,
} from './event-type-form-schema';

const v = messages.validation;

const issuesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('event type form schema', () => {
  const image = new File(['x'], 'casamento.png', { type: 'image/png' });

  it('requires name, description and, on create, the image', () => {
    expect(
      issuesOf(
        eventTypeCreateFormSchema.safeParse({
          name: ' ',
          description: '',
          image: null,
        }),
      ),
    ).toEqual({
      name: v.required,
      description: v.required,
      image: adminTexts.validation.imageRequired,
    });
  });

  it('accepts a chosen image on create', () => {
    expect(
      eventTypeCreateFormSchema.parse({
        name: ' Formatura ',
        description: 'Colação de grau',
        image,
      }),
    ).toEqual({ name: 'Formatura', description: 'Colação de grau', image });
  });

  it('keeps the current image when editing without a new one', () => {
    expect(
      eventTypeEditFormSchema.parse({
        name: 'Casamento',
        description: 'Para o grande dia',
        active: 'false',
        image: null,
      }),
    ).toEqual({
      name: 'Casamento',
      description: 'Para o grande dia',
      active: false,
      image: null,
    });
  });
});

describe('category form schema', () => {
  it('trims the texts and reads the event type id', () => {
    expect(
      categoryFormSchema.parse({
        name: '  Cozinha ',
        description: ' Utensílios  ',
        eventTypeId: '4',
      }),
    ).toEqual({ name: 'Cozinha', description: 'Utensílios', eventTypeId: 4 });
  });

  it('requires the texts (blank after trimming) and the event type', () => {
    expect(
      issuesOf(
        categoryFormSchema.safeParse({
          name: '   ',
          description: '',
          eventTypeId: '',
        }),
      ),
    ).toEqual({
      name: v.required,
      description: v.required,
      eventTypeId: v.required,
    });
  });
});
