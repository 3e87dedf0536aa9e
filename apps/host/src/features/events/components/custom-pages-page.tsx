import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import {
  type CustomPage,
  type CustomPageBody,
  hostTexts,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  Card,
  confirmAction,
  InlineLoading,
  Modal,
  useErrorAlert,
  ItemActions,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { customPagesQueryOptions } from '../api/custom-pages-query';
import {
  useRemoveCustomPage,
  useSaveCustomPage,
} from '../api/use-custom-page-mutations';
import { CustomPageForm } from './custom-page-form';
import { PageServiceInvitation } from './page-service-invitation';

/** Fallback texts for failures without a server message. */
const failures = {
  load: 'Erro ao buscar páginas personalizadas.',
  save: 'Erro ao salvar página.',
  remove: 'Erro ao remover página.',
};

/** The page stays while the modal fades out, so its title does not change. */
type FormState = { open: boolean; page: CustomPage | null };

/**
 * /custom-pages 'Páginas Personalizadas' (real extra pages of the public site):
 * with the Página service, create, edit and remove pages up to its limit; without it, an
 * invitation to buy it.
 */
export const CustomPagesPage = () => {
  const { event } = useCurrentEvent();
  const list = useQuery(customPagesQueryOptions(event.id));
  const save = useSaveCustomPage(event.id);
  const remove = useRemoveCustomPage(event.id);
  const [form, setForm] = useState<FormState>({ open: false, page: null });
  useErrorAlert(list.error, failures.load, getErrorMessage);

  const close = () => setForm((current) => ({ ...current, open: false }));
  const onSave = (body: CustomPageBody) => {
    save.mutate(
      { pageId: form.page?.id ?? null, body },
      {
        onSuccess: (data) => {
          close();
          void alertSuccess(data.message);
        },
        onError: alertFailure(failures.save),
      },
    );
  };
  const onRemove = async (page: CustomPage) => {
    const confirmed = await confirmAction({
      title: 'Remover página?',
      text: `A página "${page.title}" sairá do seu site.`,
      confirmText: 'Remover',
    });
    if (!confirmed) return;
    remove.mutate(page.id, {
      onSuccess: (data) => void alertSuccess(data.message),
      onError: alertFailure(failures.remove),
    });
  };

  const data = list.data;
  const full = data ? data.pages.length >= data.limit : true;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.customPagesTitle}
      </h1>
      {list.isPending && <InlineLoading showLabel />}
      {data && !data.enabled && <PageServiceInvitation />}
      {data?.enabled && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink">
              {`${data.pages.length} de ${data.limit} ${data.limit === 1 ? 'página usada' : 'páginas usadas'}`}
            </p>
            <Button
              disabled={full}
              onClick={() => setForm({ open: true, page: null })}
            >
              Nova página
            </Button>
          </div>
          {data.pages.length === 0 ? (
            <p className="text-muted">Nenhuma página criada ainda.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.pages.map((page) => (
                <li key={page.id}>
                  <Card
                    title={page.title}
                    headingLevel={2}
                    actions={
                      <ItemActions
                        item={page.title}
                        editLabel="Editar"
                        removeLabel="Remover"
                        removing={
                          remove.isPending && remove.variables === page.id
                        }
                        onEdit={() => setForm({ open: true, page })}
                        onRemove={() => void onRemove(page)}
                      />
                    }
                  >
                    <p className="line-clamp-3 whitespace-pre-line break-words text-muted">
                      {page.content}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={form.open}
        onClose={close}
        title={form.page ? 'Editar página' : 'Nova página'}
        size="lg"
      >
        {form.open && (
          <CustomPageForm
            key={form.page?.id ?? 'new'}
            page={form.page}
            saving={save.isPending}
            onSave={onSave}
            onCancel={close}
          />
        )}
      </Modal>
    </div>
  );
};
