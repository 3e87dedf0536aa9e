import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import { type EventGift, hostTexts } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import {
  alertSuccess,
  Button,
  Card,
  confirmAction,
  InlineLoading,
  Modal,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { eventGiftsQueryOptions } from '../api/event-gifts-query';
import { useRemoveGift } from '../api/use-gift-mutations';
import { CataloguePicker } from './catalogue-picker';
import { moneyTermsQueryOptions } from '../../../lib/money-terms/money-terms-query';
import { GiftCard } from './gift-card';
import { OwnGiftForm } from './own-gift-form';
import { SuggestionForm } from './suggestion-form';
import { TitledSection } from '../../../components/titled-section';

/** /gifts 'Lista de Presentes': the list's gifts (remove, add from the catalogue) and gift suggestions. */
export const GiftsPage = () => {
  const { event } = useCurrentEvent();
  const gifts = useQuery(eventGiftsQueryOptions(event.id));
  const moneyTerms = useQuery(moneyTermsQueryOptions(event.id));
  const remove = useRemoveGift(event.id);
  const [picking, setPicking] = useState(false);
  /** The own gift being edited, 'new' while one is created, null when the form is closed. */
  const [editing, setEditing] = useState<EventGift | 'new' | null>(null);
  useErrorAlert(gifts.error, hostTexts.hostErrors.giftsLoad, getErrorMessage);

  const onRemove = async (gift: EventGift) => {
    const confirmed = await confirmAction({
      title: 'Remover presente?',
      text: `${gift.name} sairá da sua lista de presentes.`,
      confirmText: 'Remover',
    });
    if (!confirmed) return;
    remove.mutate(gift.id, {
      onSuccess: () => void alertSuccess(hostTexts.success.giftRemoved),
      onError: alertFailure(hostTexts.hostErrors.giftRemove),
    });
  };

  const suggestions = gifts.data?.giftSuggestions ?? [];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={hostTexts.screens.host.giftsTitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              Criar valor livre ou cotas
            </Button>
            <Button onClick={() => setPicking(true)}>
              Adicionar presentes
            </Button>
          </>
        }
      />
      <TitledSection id="list-gifts" title="Presentes da lista">
        {gifts.isPending && <InlineLoading showLabel />}
        {gifts.data &&
          (gifts.data.gifts.length === 0 ? (
            <p className="text-muted">Nenhum presente na lista.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {gifts.data.gifts.map((gift) => (
                <li key={gift.id}>
                  <GiftCard
                    gift={gift}
                    removing={remove.isPending && remove.variables === gift.id}
                    onRemove={() => void onRemove(gift)}
                    onEdit={gift.own ? () => setEditing(gift) : undefined}
                    terms={moneyTerms.data}
                  />
                </li>
              ))}
            </ul>
          ))}
      </TitledSection>
      <TitledSection id="gift-suggestions" title="Sugestões de presentes">
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title="Nova sugestão">
            <SuggestionForm eventId={event.id} />
          </Card>
          {suggestions.length === 0 ? (
            <p className="text-muted">Nenhuma sugestão ainda.</p>
          ) : (
            <ul aria-label="Sugestões salvas" className="flex flex-col gap-2">
              {suggestions.map((suggestion) => (
                <li
                  key={suggestion.id}
                  className="rounded-card border border-line bg-surface p-3"
                >
                  <p className="font-medium break-words text-ink">
                    {suggestion.title}
                  </p>
                  {suggestion.description && (
                    <p className="whitespace-pre-line break-words text-muted">
                      {suggestion.description}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-muted">
                    {formatDate(suggestion.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </TitledSection>
      <Modal
        open={editing !== null && gifts.data !== undefined}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? 'Novo presente'
            : 'Editar presente'
        }
        size="lg"
      >
        {editing !== null && gifts.data && (
          <OwnGiftForm
            eventId={event.id}
            gift={editing === 'new' ? null : editing}
            limits={gifts.data.freeAmountLimits}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={picking}
        onClose={() => setPicking(false)}
        title="Adicionar presentes"
        size="xl"
      >
        {picking && (
          <CataloguePicker
            eventId={event.id}
            onDone={() => setPicking(false)}
          />
        )}
      </Modal>
    </div>
  );
};
