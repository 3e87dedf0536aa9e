import { Button, EmailField, Field, Modal, PrivacyNotice } from '@celebra/ui';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { guestLimits } from '../config/limits';
import { formTexts as t } from '../config/form-texts';
import type { ContactField } from '../lib/contact-fields';

export type GuestFormModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The contact fields, registered before the form's own fields (`registerContactFields`). */
  contactFields: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, { message?: string }>>;
  /** The form's own fields, after the contact fields. */
  children: ReactNode;
  /** What the form's data is used for, above the button with the privacy policy's link. */
  privacyNotice: string;
  submitLabel: string;
  pending: boolean;
};

/**
 * A guest form (message, attendance) in a modal: name, e-mail, its own fields, the privacy
 * notice, the button.
 */
export const GuestFormModal = ({
  open,
  onClose,
  title,
  onSubmit,
  contactFields,
  errors,
  children,
  privacyNotice,
  submitLabel,
  pending,
}: GuestFormModalProps) => (
  <Modal open={open} onClose={onClose} title={title}>
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t.formFirstName}
          autoComplete="given-name"
          required
          maxLength={guestLimits.nameMaxLength}
          error={errors.firstName?.message}
          {...contactFields.firstName}
        />
        <Field
          label={t.formLastName}
          autoComplete="family-name"
          required
          maxLength={guestLimits.nameMaxLength}
          error={errors.lastName?.message}
          {...contactFields.lastName}
        />
      </div>
      <EmailField
        label={t.formEmail}
        required
        error={errors.email?.message}
        {...contactFields.email}
      />
      {children}
      <PrivacyNotice>{privacyNotice}</PrivacyNotice>
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  </Modal>
);
