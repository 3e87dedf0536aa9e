import { CEP_PATTERN, cepDigits } from '@celebra/format';
import { Button, CepInput, Field } from '@celebra/ui';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCepLookup, useGeocode } from '../api/use-address-lookups';
import { detailFields } from '../lib/detail-fields';
import type { EventDetailsFormValues } from '../lib/details-form-values';
import { MapPreview } from './map-preview';

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Place, CEP and address of an in-person event. 'Buscar CEP' (or leaving a complete CEP) fills
 * the address; 'Localizar no mapa' fills the (read-only) coordinates and shows the map, so the
 * geocoder and the map embed are only asked on an explicit action. Lookup failures are
 * only logged (spec host-guest §8): the host can always type the address.
 */
export const AddressFields = () => {
  const {
    register,
    control,
    setValue,
    trigger,
    getValues,
    formState: { errors, isSubmitted },
  } = useFormContext<EventDetailsFormValues>();
  const cepLookup = useCepLookup();
  const geocode = useGeocode();
  const lastLookedUp = useRef(cepDigits(getValues('postalCode') ?? ''));
  const [fullAddress, latitude, longitude] = useWatch({
    control,
    name: ['fullAddress', 'latitude', 'longitude'],
  });

  const lookUp = (cep: string) => {
    lastLookedUp.current = cepDigits(cep);
    cepLookup.mutate(cep, {
      onSuccess: ({ address }) =>
        setValue('fullAddress', address.fullAddress, {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        }),
    });
  };

  const onSearchCep = async () => {
    const cep = getValues('postalCode') ?? '';
    if (CEP_PATTERN.test(cep)) lookUp(cep);
    else await trigger('postalCode');
  };

  const onLocate = () => {
    const address = (getValues('fullAddress') ?? '').trim();
    if (!address) return;
    geocode.mutate(address, {
      onSuccess: ({ location }) => {
        setValue('latitude', location.latitude, { shouldDirty: true });
        setValue('longitude', location.longitude, { shouldDirty: true });
      },
    });
  };

  const cepField = register('postalCode', {
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
        error={errors.eventLocation?.message}
        {...register('eventLocation')}
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
      <Field
        label={detailFields.fullAddress.label}
        hint="Rua, número, bairro, cidade e estado."
        required
        error={errors.fullAddress?.message}
        {...register('fullAddress')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Latitude"
          type="number"
          step="any"
          containerClassName="w-40"
          error={errors.latitude?.message}
          readOnly
          {...register('latitude')}
        />
        <Field
          label="Longitude"
          type="number"
          step="any"
          containerClassName="w-40"
          error={errors.longitude?.message}
          readOnly
          {...register('longitude')}
        />
        <Button
          variant="secondary"
          loading={geocode.isPending}
          disabled={!fullAddress?.trim()}
          onClick={onLocate}
        >
          Localizar no mapa
        </Button>
      </div>
      {isCoordinate(latitude) && isCoordinate(longitude) && (
        <MapPreview latitude={latitude} longitude={longitude} />
      )}
    </div>
  );
};
