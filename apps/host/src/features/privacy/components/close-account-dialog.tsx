import { Button, Modal } from '@celebra/ui';
import { accountDataTexts } from '../account-data-texts';

const t = accountDataTexts.dialog;

export type CloseAccountDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  closing: boolean;
};

/** 'Encerrar sua conta?': the 7 days of grace, what is erased and what is kept. */
export const CloseAccountDialog = ({
  open,
  onClose,
  onConfirm,
  closing,
}: CloseAccountDialogProps) => (
  <Modal open={open} onClose={onClose} title={t.title} size="md">
    <div className="flex flex-col gap-3 text-ink">
      <p>{t.grace}</p>
      <p>{t.erased}</p>
      <p>{t.kept}</p>
      <p className="text-sm text-muted">{t.exportHint}</p>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t.back}
        </Button>
        <Button variant="danger" loading={closing} onClick={onConfirm}>
          {t.confirm}
        </Button>
      </div>
    </div>
  </Modal>
);
