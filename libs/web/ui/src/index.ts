export {
  alertError,
  alertSuccess,
  alertWarning,
  confirmAction,
} from './lib/alerts/alerts';
export type { ConfirmActionOptions } from './lib/alerts/alerts';
export { Button } from './lib/button/button';
export { inBackground } from './lib/events/in-background';
export type { ButtonProps } from './lib/button/button';
export { buttonClasses } from './lib/button/button-classes';
export type { ButtonSize, ButtonVariant } from './lib/button/button-classes';
export { cx } from './lib/class-names';
export { Field } from './lib/field/field';
export { EmailField, PasswordField } from './lib/field/credential-fields';
export type { CredentialFieldProps } from './lib/field/credential-fields';
export type { FieldProps } from './lib/field/field';
export { SelectField } from './lib/field/select-field';
export type { SelectFieldProps, SelectOption } from './lib/field/select-field';
export { TextAreaField } from './lib/field/text-area-field';
export type { TextAreaFieldProps } from './lib/field/text-area-field';
export { FullPageLoading } from './lib/loading/full-page-loading';
export type { FullPageLoadingProps } from './lib/loading/full-page-loading';
export { RouteSetRouter } from './lib/routing/route-set-router';
export type { RouteSetRouterProps } from './lib/routing/route-set-router';
export { useLazyRouteSet } from './lib/routing/use-lazy-route-set';
export type {
  RouteSetLoader,
  RouteSetLoaders,
} from './lib/routing/use-lazy-route-set';
export {
  ContinueAfterLogin,
  RedirectToLogin,
} from './lib/routing/login-return';
export type {
  ContinueAfterLoginProps,
  RedirectToLoginProps,
} from './lib/routing/login-return';
export {
  loginPathWithReturn,
  RETURN_PARAM,
  safeReturnPath,
} from './lib/routing/return-path';
export { InlineLoading } from './lib/loading/inline-loading';
export type { InlineLoadingProps } from './lib/loading/inline-loading';
export { Modal } from './lib/modal/modal';
export type { ModalProps, ModalSize } from './lib/modal/modal';
export { Table } from './lib/table/table';
export type { TableColumn, TableProps, TableRow } from './lib/table/table';
export { Pager } from './lib/pager/pager';
export { usePageInRange } from './lib/pager/use-page-in-range';
export { usePagedQuery } from './lib/pager/use-paged-query';
export type { PagerProps } from './lib/pager/pager';
export { pageCount } from './lib/pager/page-math';
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
export { useObjectUrl } from './lib/image-input/use-object-url';
export { useErrorAlert } from './lib/alerts/use-error-alert';
export type { ErrorMessageReader } from './lib/alerts/use-error-alert';
export { Logo } from './lib/brand/logo';
export type { LogoProps } from './lib/brand/logo';
export { StrokeIcon } from './lib/icons/stroke-icon';
export type { IconProps, StrokeIconProps } from './lib/icons/stroke-icon';
export { ArrowLeftIcon } from './lib/icons/arrow-left-icon';
export { BackButton } from './lib/navigation/back-button';
export type { BackButtonProps } from './lib/navigation/back-button';
export { iconButtonClasses } from './lib/navigation/icon-button-classes';
export { reloadPage } from './lib/page/reload-page';
export { AuthCard } from './lib/password-reset/auth-card';
export type { AuthCardProps } from './lib/password-reset/auth-card';
export { authLinkClasses } from './lib/password-reset/auth-card';
export { LoginScreen } from './lib/password-reset/login-screen';
export type { LoginScreenProps } from './lib/password-reset/login-screen';
export { ForgotPasswordScreen } from './lib/password-reset/forgot-password-screen';
export type { ForgotPasswordScreenProps } from './lib/password-reset/forgot-password-screen';
export { ResetPasswordScreen } from './lib/password-reset/reset-password-screen';
export type { ResetPasswordScreenProps } from './lib/password-reset/reset-password-screen';
export type { PasswordResetResult } from './lib/password-reset/password-reset-result';
export { fieldBinder } from './lib/field/field-binder';
export type { BoundField } from './lib/field/field-binder';
export { FormActions } from './lib/button/form-actions';
export type { FormActionsProps } from './lib/button/form-actions';
export { createdAtColumn, moneyColumn } from './lib/table/columns';
export { FieldError, FieldLabel } from './lib/field/field-frame';
export { PageHeader } from './lib/page/page-header';
export type { PageHeaderProps } from './lib/page/page-header';
export { ItemActions } from './lib/button/item-actions';
export type { ItemActionsProps } from './lib/button/item-actions';
export { IconButton } from './lib/navigation/icon-button';
export type { IconButtonProps } from './lib/navigation/icon-button';
export { LogoLink } from './lib/navigation/logo-link';
export type { LogoLinkProps } from './lib/navigation/logo-link';
export { Thumbnail } from './lib/thumbnail/thumbnail';
export type { ThumbnailProps } from './lib/thumbnail/thumbnail';
export {
  activitySentence,
  activityTime,
} from './lib/activity/activity-sentence';
export { MemberTable } from './lib/members/member-table';
export type { MemberTableProps } from './lib/members/member-table';
export { InvitationTable } from './lib/members/invitation-table';
export type { InvitationTableProps } from './lib/members/invitation-table';
export { downloadBlob } from './lib/files/download-blob';
export { CopyButton } from './lib/copy/copy-button';
export type { CopyButtonProps } from './lib/copy/copy-button';
export { PrivacyFooter, PrivacyLinks } from './lib/privacy/privacy-links';
export type {
  PrivacyFooterProps,
  PrivacyLinksProps,
} from './lib/privacy/privacy-links';
export { PrivacyNotice } from './lib/privacy/privacy-notice';
export type { PrivacyNoticeProps } from './lib/privacy/privacy-notice';
