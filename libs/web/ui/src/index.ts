export {
  alertError,
  alertSuccess,
  alertWarning,
  confirmAction,
} from './lib/alerts/alerts';
export type { ConfirmActionOptions } from './lib/alerts/alerts';
export { Button } from './lib/button/button';
export type { ButtonProps } from './lib/button/button';
export { buttonClasses } from './lib/button/button-classes';
export type { ButtonSize, ButtonVariant } from './lib/button/button-classes';
export { cx } from './lib/class-names';
export { Field } from './lib/field/field';
export type { FieldProps } from './lib/field/field';
export { SelectField } from './lib/field/select-field';
export type { SelectFieldProps, SelectOption } from './lib/field/select-field';
export { TextAreaField } from './lib/field/text-area-field';
export type { TextAreaFieldProps } from './lib/field/text-area-field';
export { FullPageLoading } from './lib/loading/full-page-loading';
export type { FullPageLoadingProps } from './lib/loading/full-page-loading';
export { InlineLoading } from './lib/loading/inline-loading';
export type { InlineLoadingProps } from './lib/loading/inline-loading';
export { Spinner } from './lib/loading/spinner';
export type { SpinnerProps } from './lib/loading/spinner';
export { Modal } from './lib/modal/modal';
export type { ModalProps, ModalSize } from './lib/modal/modal';
