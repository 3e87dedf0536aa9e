import {
  ApiError,
  clientErrorCodes,
  type FieldErrors,
  unexpectedError,
} from './api-error';
import { clientTexts } from './texts';
import type { RawResponse, ResponseParser } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseText = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const readFieldErrors = (value: unknown): FieldErrors | undefined => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).flatMap(
    ([field, errors]): [string, string[]][] => {
      const list = (Array.isArray(errors) ? errors : [errors]).filter(
        (item): item is string => typeof item === 'string',
      );
      return list.length ? [[field, list]] : [];
    },
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

const failureMessage = (
  status: number,
  message: unknown,
): { text: string; generic: boolean } => {
  if (typeof message === 'string' && message.trim())
    return { text: message, generic: false };
  if (status === 404) return { text: clientTexts.notFound, generic: false };
  return { text: clientTexts.unexpected, generic: true };
};

export type ReadResponseOptions<T> = {
  /** Set for authenticated calls only. */
  onUnauthorized?: () => void;
  schema?: ResponseParser<T>;
};

/**
 * Applies the response rules shared by fetch and upload calls: 401 on an authenticated call
 * triggers onUnauthorized; a non-2xx status or `success: false` throws an ApiError; the optional
 * schema parses the successful payload.
 */
export const readResponse = <T>(
  { status, text }: RawResponse,
  { onUnauthorized, schema }: ReadResponseOptions<T>,
): T => {
  const body = parseText(text);
  const envelope = isRecord(body) ? body : {};

  if (status === 401) onUnauthorized?.();

  const ok = status >= 200 && status < 300;
  if (!ok || envelope['success'] === false) {
    const { text: message, generic } = failureMessage(
      status,
      envelope['message'],
    );
    const code = envelope['code'];
    throw new ApiError(message, {
      status,
      generic,
      code: typeof code === 'string' ? code : undefined,
      fieldErrors: readFieldErrors(envelope['fieldErrors']),
      body,
    });
  }

  if (!schema) return body as T;
  try {
    return schema.parse(body);
  } catch (cause) {
    throw unexpectedError(status, {
      code: clientErrorCodes.invalidResponse,
      cause,
    });
  }
};
