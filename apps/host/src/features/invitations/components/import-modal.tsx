import {
  hostTexts,
  type InvitationImportBody,
  type InvitationImportPreview,
  type InvitationImportRow,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  alertWarning,
  Button,
  cx,
  downloadBlob,
  Modal,
  Table,
  type TableColumn,
  TextAreaField,
} from '@celebra/ui';
import { useState } from 'react';
import {
  useImportInvitations,
  useImportPreview,
} from '../api/use-invitation-mutations';
import { exampleCsvBlob } from '../lib/example-csv';
import { fileToBase64 } from '../lib/file-base64';

const t = hostTexts.invitations.importer;

export type ImportModalProps = {
  eventId: number;
  open: boolean;
  onClose: () => void;
};

type Source = 'file' | 'paste';
type PreviewRow = InvitationImportRow & { id: number };

const columns: TableColumn<PreviewRow>[] = [
  { key: 'line', header: t.line, cell: (row) => row.line },
  {
    key: 'invitation',
    header: t.invitation,
    cell: (row) => row.invitationName,
  },
  {
    key: 'person',
    header: t.person,
    cell: (row) =>
      `${row.firstName} ${row.lastName}`.trim() +
      (row.isChild ? ` (${hostTexts.invitations.child})` : ''),
  },
  {
    key: 'contact',
    header: t.contact,
    cell: (row) => (
      <span className="flex flex-col">
        {row.phoneNumber && <span>{row.phoneNumber}</span>}
        {row.email && <span className="break-all">{row.email}</span>}
      </span>
    ),
  },
  {
    key: 'problems',
    header: t.problems,
    cell: (row) =>
      row.errors.length === 0 ? (
        <span className="text-success">{t.ok}</span>
      ) : (
        <ul className="font-semibold text-danger">
          {row.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ),
  },
];

/**
 * 'Importar convidados' in two steps: a CSV file (sent as its bytes) or pasted text, then the
 * preview of every row with its errors; 'Importar' stays disabled while rows have errors unless
 * 'Importar só as linhas sem erro' is checked.
 */
export const ImportModal = ({ eventId, open, onClose }: ImportModalProps) => {
  const preview = useImportPreview(eventId);
  const save = useImportInvitations(eventId);
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [body, setBody] = useState<InvitationImportBody | null>(null);
  const [result, setResult] = useState<InvitationImportPreview | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);

  const close = () => {
    setResult(null);
    setBody(null);
    setFile(null);
    setText('');
    setSkipInvalid(false);
    onClose();
  };

  const onPreview = async () => {
    const content: InvitationImportBody | null =
      source === 'file'
        ? file && { source: 'file', data: await fileToBase64(file) }
        : text.trim() !== ''
          ? { source: 'paste', text }
          : null;
    if (!content) {
      void alertWarning(t.chooseFirst);
      return;
    }
    preview.mutate(content, {
      onSuccess: (read) => {
        setBody(content);
        setResult(read);
        setSkipInvalid(false);
      },
      onError: alertFailure(t.previewFailed),
    });
  };

  const onImport = () => {
    if (!body) return;
    save.mutate(
      { ...body, skipInvalid },
      {
        onSuccess: ({ created, skippedRows }) => {
          close();
          void alertSuccess(t.done(created, skippedRows));
        },
        onError: alertFailure(t.failed),
      },
    );
  };

  const blocked =
    !result ||
    (result.invalidRows > 0 && !skipInvalid) ||
    result.rows.length === 0;

  return (
    <Modal open={open} onClose={close} title={t.title} size="xl">
      {result ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="font-semibold text-ink">
            {t.counts(result.invitations, result.invalidRows)}
          </p>
          <p className="text-sm text-muted">
            {t.detected(result.encoding, result.separator)}
          </p>
          {/* Scrolled by keyboard too: the region takes focus when the rows overflow it. */}
          <div
            role="region"
            aria-label={t.rowsCaption}
            tabIndex={0}
            className="max-h-[50vh] overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            <Table
              caption={t.rowsCaption}
              columns={columns}
              rows={result.rows.map((row) => ({ ...row, id: row.line }))}
            />
          </div>
          {result.invalidRows > 0 && (
            <label className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand-dark"
                checked={skipInvalid}
                onChange={(event) => setSkipInvalid(event.target.checked)}
              />
              {t.skipInvalid}
            </label>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setResult(null)}>
              {t.back}
            </Button>
            <Button
              disabled={blocked}
              loading={save.isPending}
              onClick={onImport}
            >
              {t.submit}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-ink">{t.intro}</p>
          <p className="text-sm text-muted">{t.columns}</p>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => downloadBlob(exampleCsvBlob(), t.exampleFileName)}
          >
            {t.example}
          </Button>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t.sourceLegend}</legend>
            {(['file', 'paste'] as const).map((option) => (
              <label
                key={option}
                className={cx(
                  'cursor-pointer rounded-full border border-field-border px-3 py-1 text-sm font-medium text-ink',
                  'has-[:checked]:border-brand-dark has-[:checked]:bg-brand-dark has-[:checked]:text-white',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark',
                )}
              >
                <input
                  type="radio"
                  name="import-source"
                  className="sr-only"
                  checked={source === option}
                  onChange={() => setSource(option)}
                />
                {option === 'file' ? t.fromFile : t.fromPaste}
              </label>
            ))}
          </fieldset>
          {source === 'file' ? (
            <label className="flex flex-col gap-1 text-ink">
              <span className="font-medium">{t.file}</span>
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="text-sm"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
          ) : (
            <TextAreaField
              label={t.paste}
              hint={t.pasteHint}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
          <div className="flex justify-end">
            <Button
              loading={preview.isPending}
              onClick={() => void onPreview()}
            >
              {t.preview}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
};
