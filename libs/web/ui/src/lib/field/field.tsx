import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import {
  controlClasses,
  LabelledControl,
  type LabelledFieldProps,
} from './field-frame';

export type FieldProps = ComponentPropsWithRef<'input'> & LabelledFieldProps;

/** A labelled input; spread react-hook-form's `register(name)` into it (ref included). */
export const Field = ({ className, ...field }: FieldProps) => (
  <LabelledControl
    field={field}
    render={(control) => (
      <input {...control} className={cx(controlClasses, className)} />
    )}
  />
);
