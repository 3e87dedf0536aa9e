import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import {
  controlClasses,
  LabelledControl,
  type LabelledFieldProps,
} from './field-frame';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> &
  LabelledFieldProps;

/** A labelled textarea with the same error and hint wiring as Field. */
export const TextAreaField = ({
  className,
  rows = 4,
  ...field
}: TextAreaFieldProps) => (
  <LabelledControl
    field={field}
    render={(control) => (
      <textarea
        {...control}
        rows={rows}
        className={cx(controlClasses, 'resize-y', className)}
      />
    )}
  />
);
