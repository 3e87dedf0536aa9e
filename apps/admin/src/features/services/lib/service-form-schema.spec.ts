import { messages } from '@celebra/contracts';
import { serviceFormSchema } from './service-form-schema';

const v = messages.validation;
const filled = {
  name: ' Pacote de fotos ',
  description: '20 fotos a mais',
  price: '1.490,90',
  type: 'IMAGE',
  active: 'true',
  quantity: '20',
};

const issuesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('service form schema', () => {
  it('gives the api body: centavos, integer quantity, boolean status', () => {
    expect(serviceFormSchema.parse(filled)).toEqual({
      name: 'Pacote de fotos',
      description: '20 fotos a mais',
      price: 149090,
      type: 'IMAGE',
      active: true,
      quantity: 20,
    });
  });

  it('requires name, description, price and type', () => {
    expect(
      issuesOf(
        serviceFormSchema.safeParse({
          ...filled,
          name: '',
          description: '  ',
          price: '',
          type: '',
        }),
      ),
    ).toEqual({
      name: v.required,
      description: v.required,
      price: v.required,
      type: v.required,
    });
  });

  it('flags a negative quantity as invalid', () => {
    expect(
      issuesOf(serviceFormSchema.safeParse({ ...filled, quantity: '-2' })),
    ).toEqual({ quantity: v.invalidValue });
    expect(
      issuesOf(serviceFormSchema.safeParse({ ...filled, quantity: '-' })),
    ).toEqual({ quantity: v.invalidValue });
  });
});
