import { slugSchema } from '@celebra/contracts';
import { Field } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buildSiteUrl } from '../../../lib/site-url';
import { slugAvailabilityQueryOptions } from '../api/slug-availability-query';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long the typed link must stay unchanged before the api is asked about it. */
export const SLUG_CHECK_DELAY_MS = 400;

export type SlugFieldProps = {
  /** The field's value as typed. */
  value: string;
  /** The form's own message (format, or taken on 'Próximo'). */
  error?: string;
  registration: UseFormRegisterReturn<'slug'>;
};

/**
 * 'Link do site': the readable address of the site, and whether the link is free, asked as
 * the host types (a taken link is shown under the field, where the focus stays).
 */
export const SlugField = ({ value, error, registration }: SlugFieldProps) => {
  const statusId = useId();
  const typed = value.trim().toLowerCase();
  const settled = useDebouncedValue(typed, SLUG_CHECK_DELAY_MS);
  const parsed = slugSchema.safeParse(settled);
  const slug = parsed.success ? parsed.data : undefined;
  const availability = useQuery({
    ...slugAvailabilityQueryOptions(slug ?? ''),
    enabled: slug !== undefined,
  });
  const wellFormed = slugSchema.safeParse(typed).success;
  const answer =
    slug !== undefined && slug === typed ? availability.data : undefined;
  const taken = answer && !answer.available ? answer.message : undefined;
  const checking =
    wellFormed && !error && (slug !== typed || availability.isFetching);

  let status = '';
  if (checking) status = 'Verificando o link…';
  else if (answer?.available && !error) status = answer.message;

  return (
    <Field
      label="Link do site"
      placeholder="ana-e-pedro"
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          Endereço do seu site:{' '}
          <span className="font-medium break-all text-ink">
            {decodeURIComponent(
              buildSiteUrl(window.location, typed || 'seu-link'),
            )}
          </span>
          <span
            id={statusId}
            aria-live="polite"
            className="block font-medium text-brand-darker"
          >
            {status}
          </span>
        </>
      }
      error={error ?? taken}
      {...registration}
    />
  );
};
