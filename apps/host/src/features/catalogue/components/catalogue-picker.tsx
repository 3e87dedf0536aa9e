import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import { formatBRL } from '@celebra/format';
import { alertSuccess, Button, InlineLoading, SelectField } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { giftCatalogueQueryOptions } from '../api/event-gifts-query';
import { useAddGifts } from '../api/use-gift-mutations';
import { CataloguePicture } from '../../../components/catalogue-picture';

/** Fallback texts when loading or adding catalogue gifts fails without a server message. */
const CATALOGUE_FAILED = 'Erro ao buscar presentes do catálogo.';
const ADD_FAILED = 'Erro ao adicionar presentes.';

export type CataloguePickerProps = { eventId: number; onDone: () => void };

/** 'Adicionar presentes': catalogue gifts by category; several are chosen and added at once. */
export const CataloguePicker = ({ eventId, onDone }: CataloguePickerProps) => {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const catalogue = useQuery(giftCatalogueQueryOptions(eventId, categoryId));
  const add = useAddGifts(eventId);

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onAdd = () => {
    add.mutate([...chosen], {
      onSuccess: (data) => {
        void alertSuccess(data.message);
        onDone();
      },
      onError: alertFailure(ADD_FAILED),
    });
  };

  const data = catalogue.data;
  return (
    <div className="flex flex-col gap-4">
      {data && (
        <SelectField
          label="Categoria"
          value={String(data.categoryId)}
          options={data.categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          onChange={(event) => setCategoryId(Number(event.target.value))}
        />
      )}
      {catalogue.isPending && <InlineLoading showLabel />}
      {catalogue.isError && (
        <p role="alert" className="text-danger">
          {getErrorMessage(catalogue.error, CATALOGUE_FAILED)}
        </p>
      )}
      {data && (
        <fieldset
          className="max-h-[50vh] overflow-y-auto"
          // With every gift already on the list no checkbox takes the focus: the list itself
          // does, so it can still be scrolled from the keyboard.
          tabIndex={data.gifts.every((gift) => gift.onList) ? 0 : undefined}
        >
          <legend className="sr-only">Presentes do catálogo</legend>
          {data.gifts.length === 0 ? (
            <p className="text-muted">Nenhum presente nesta categoria.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {data.gifts.map((gift) => (
                <li key={gift.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-2 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft has-[:disabled]:cursor-default has-[:disabled]:opacity-70">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-brand-dark"
                      checked={gift.onList || chosen.has(gift.id)}
                      disabled={gift.onList}
                      onChange={() => toggle(gift.id)}
                    />
                    <CataloguePicture
                      url={gift.imageUrl}
                      size="thumb"
                      className="rounded-md"
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium break-words text-ink">
                        {gift.name}
                      </span>
                      <span className="text-sm text-muted">
                        {formatBRL(gift.price)}
                        {gift.onList && ' · Já está na lista'}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted">
          {chosen.size === 1
            ? '1 presente selecionado'
            : `${chosen.size} presentes selecionados`}
        </p>
        <Button
          disabled={chosen.size === 0}
          loading={add.isPending}
          onClick={onAdd}
        >
          Adicionar à lista
        </Button>
      </div>
    </div>
  );
};
