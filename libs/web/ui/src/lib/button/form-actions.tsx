import { Button } from './button';

export type FormActionsProps = {
  cancelLabel: string;
  submitLabel: string;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  /** The submit button spins and blocks while the form's call runs. */
  submitting?: boolean;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  className?: string;
};

/** A form's closing row: the secondary cancel button, then the submit button. */
export const FormActions = ({
  cancelLabel,
  submitLabel,
  onCancel,
  submitting,
  submitDisabled,
  cancelDisabled,
  className = 'flex flex-wrap justify-end gap-3',
}: FormActionsProps) => (
  <div className={className}>
    {onCancel && (
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
    )}
    <Button type="submit" loading={submitting} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  </div>
);
