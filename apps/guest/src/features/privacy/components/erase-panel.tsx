import { getErrorMessage } from '@celebra/api-client';
import { Button, Modal } from '@celebra/ui';
import { useState } from 'react';
import { useEraseGuestData } from '../api/guest-data-api';
import { privacyTexts as t } from '../privacy-texts';
import { FormAlert, Panel } from './privacy-layout';

/**
 * 'Excluir meus dados', behind a confirmation that says what is erased and that gift records
 * stay for the legal period with name and contact replaced.
 */
export const ErasePanel = ({
  token,
  onErased,
}: {
  token: string;
  onErased: (message: string) => void;
}) => {
  const erase = useEraseGuestData(token);
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel title={t.eraseTitle} headingId="erase">
      <p>{t.eraseHelp}</p>
      <Button variant="danger" fullWidth onClick={() => setConfirming(true)}>
        {t.eraseOpen}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.eraseConfirmTitle}
      >
        <ul className="mb-4 flex list-disc flex-col gap-2 pl-5">
          {t.eraseWhat.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <FormAlert
          message={
            erase.isError ? getErrorMessage(erase.error, t.eraseFailed) : null
          }
        />
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(undefined, {
                onSuccess: ({ message }) => {
                  setConfirming(false);
                  onErased(message);
                },
              })
            }
          >
            {t.eraseConfirm}
          </Button>
        </div>
      </Modal>
    </Panel>
  );
};
