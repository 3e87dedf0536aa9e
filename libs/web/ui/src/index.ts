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
export { RouteSetRouter } from './lib/routing/route-set-router';
export type { RouteSetRouterProps } from './lib/routing/route-set-router';
export { InlineLoading } from './lib/loading/inline-loading';
export type { InlineLoadingProps } from './lib/loading/inline-loading';
export { Spinner } from './lib/loading/spinner';
export type { SpinnerProps } from './lib/loading/spinner';
export { Modal } from './lib/modal/modal';
export type { ModalProps, ModalSize } from './lib/modal/modal';
export { Table } from './lib/table/table';
export type { TableColumn, TableProps } from './lib/table/table';
export { Pager } from './lib/pager/pager';
export type { PagerProps } from './lib/pager/pager';
export { pageCount, pageWindow } from './lib/pager/page-math';
export type { PageWindowItem } from './lib/pager/page-math';
export { Card } from './lib/card/card';
export type { CardProps } from './lib/card/card';
export { Collapsible } from './lib/collapsible/collapsible';
export type { CollapsibleProps } from './lib/collapsible/collapsible';
export { ColorPicker } from './lib/color-picker/color-picker';
export type { ColorPickerProps } from './lib/color-picker/color-picker';
export { ImageInput } from './lib/image-input/image-input';
export type { ImageInputProps } from './lib/image-input/image-input';
export {
  compressImage,
  configureImageCompression,
} from './lib/image-input/compress-image';
export { MaskedField } from './lib/masked-input/masked-field';
export type { MaskedFieldProps } from './lib/masked-input/masked-field';
export { PriceInput } from './lib/masked-input/price-input';
export type { PriceInputProps } from './lib/masked-input/price-input';
export { PhoneInput } from './lib/masked-input/phone-input';
export type { PhoneInputProps } from './lib/masked-input/phone-input';
export { CepInput } from './lib/masked-input/cep-input';
export type { CepInputProps } from './lib/masked-input/cep-input';
export { ProgressBar } from './lib/progress-bar/progress-bar';
export type { ProgressBarProps } from './lib/progress-bar/progress-bar';
export { useMediaQuery } from './lib/media-query/use-media-query';
