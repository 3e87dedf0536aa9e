import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import { CEP_PATTERN, cepDigits } from '@celebra/format';
import { Button, CepInput, Field, fieldBinder } from '@celebra/ui';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCepLookup, useGeocode } from '../api/use-address-lookups';
import { detailFields } from '../lib/detail-fields';
import type { EventDetailsFormValues } from '../lib/event-details-form-schema';
import { MapPreview } from './map-preview';

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const LookupProblem = ({ error }: { error: unknown }) =>
  error ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {getErrorMessage(error, messages.server.lookupUnavailable)} Você pode
      digitar o endereço.
    </p>
  ) : null;

/**
 * Place, CEP and address of an in-person event. 'Buscar CEP' (or leaving a complete CEP) fills
 * the address; 'Localizar no mapa' stores the coordinates (kept in the form, never shown as
 * numbers) and shows the map, so the geocoder and the map embed are only asked on an explicit
 * action. A failed lookup says why under its button; the host can always type the address.
 * A CEP is asked once: while its lookup runs, and once it has
 * answered, leaving the field or clicking 'Buscar CEP' again (a double click) reuses it.
 */
export const AddressFields = () => {
  const {
    register,
    control,
    setValue,
    trigger,
    getValues,
    getFieldState,
    formState: { errors, isSubmitted },
  } = useFormContext<EventDetailsFormValues>();
  const field = fieldBinder(register, errors);
  const cepLookup = useCepLookup();
  const geocode = useGeocode();
  const lastLookedUp = useRef(cepDigits(getValues('postalCode') ?? ''));
  const cepInFlight = useRef<string | null>(null);
  const geocodeInFlight = useRef(false);
  const [fullAddress, latitude, longitude] = useWatch({
    control,
    name: ['fullAddress', 'latitude', 'longitude'],
  });

  const fillAddress = (fullAddress: string) =>
    setValue('fullAddress', fullAddress, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  const lookUp = (cep: string) => {
    const digits = cepDigits(cep);
    if (cepInFlight.current === digits) return;
    lastLookedUp.current = digits;
    const found = cepLookup.data?.address;
    if (found && cepDigits(found.postalCode) === digits) {
      fillAddress(found.fullAddress);
      return;
    }
    cepInFlight.current = digits;
    cepLookup.mutate(cep, {
      onSuccess: ({ address }) => fillAddress(address.fullAddress),
      onSettled: () => {
        cepInFlight.current = null;
      },
    });
  };

  const onSearchCep = async () => {
    const cep = getValues('postalCode') ?? '';
    if (CEP_PATTERN.test(cep)) lookUp(cep);
    else await trigger('postalCode');
  };

  const onLocate = () => {
    const address = (getValues('fullAddress') ?? '').trim();
    if (!address || geocodeInFlight.current) return;
    geocodeInFlight.current = true;
    geocode.mutate(address, {
      onSuccess: ({ location }) => {
        setValue('latitude', location.latitude, { shouldDirty: true });
        setValue('longitude', location.longitude, { shouldDirty: true });
      },
      onSettled: () => {
        geocodeInFlight.current = false;
      },
    });
  };

  const cepField = register('postalCode', {
    // A format message shown before any submit goes away as soon as the CEP is right.
    onChange: () => {
      if (getFieldState('postalCode').error) void trigger('postalCode');
      if (cepLookup.isError) cepLookup.reset();
    },
    onBlur: (event: { target: { value: string } }) => {
      const cep = event.target.value;
      if (CEP_PATTERN.test(cep) && cepDigits(cep) !== lastLookedUp.current)
        lookUp(cep);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <Field
        label={detailFields.eventLocation.label}
        placeholder="Ex.: Espaço Jardim das Flores"
        required
        {...field('eventLocation')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <CepInput
          label={detailFields.postalCode.label}
          required
          containerClassName="w-40"
          error={errors.postalCode?.message}
          {...cepField}
        />
        <Button
          variant="secondary"
          loading={cepLookup.isPending}
          onClick={() => void onSearchCep()}
        >
          Buscar CEP
        </Button>
      </div>
      <LookupProblem error={cepLookup.error} />
      <Field
        label={detailFields.fullAddress.label}
        hint="Rua, número, bairro, cidade e estado."
        required
        {...field('fullAddress')}
      />
      <div className="flex flex-col items-start gap-2">
        <Button
          variant="secondary"
          loading={geocode.isPending}
          disabled={!fullAddress?.trim()}
          onClick={onLocate}
        >
          Localizar no mapa
        </Button>
        <LookupProblem error={geocode.error} />
        {(errors.latitude ?? errors.longitude) && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.latitude?.message ?? errors.longitude?.message}
          </p>
        )}
      </div>
      {isCoordinate(latitude) && isCoordinate(longitude) && (
        <MapPreview latitude={latitude} longitude={longitude} />
      )}
    </div>
  );
};
