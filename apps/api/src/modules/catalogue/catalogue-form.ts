import { fieldsFromMultipart } from '@celebra/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { MediaPipeline, ReceivedFile } from '../../media';

export interface CatalogueForm<Fields> {
  fields: Fields;
  /** The uploaded image, its type checked from its bytes; null when none was sent. */
  image: ReceivedFile | null;
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

function jsonFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? { ...body }
    : {};
}

/** The multipart form's image and its text fields read as the JSON body they stand for. */
async function receiveMultipart(
  request: FastifyRequest,
  media: MediaPipeline,
  form: { fields: z.ZodObject; file: string },
) {
  const { fields, file } = await media.receiveOptional(request, {
    kinds: ['image'],
    field: form.file,
  });
  return { fields: fieldsFromMultipart(form.fields, fields), file };
}

/**
 * Reads a catalogue form (the route contract's `multipart`) sent as multipart (text fields +
 * the image) or as JSON (no image) and validates its text fields with `form.fields`, exactly as
 * a JSON body would be (money is a JSON number; in multipart, its digits). With `imageRequired`, a missing image is one more field error. Any
 * error → 400 with every field's messages; nothing is stored (the scratch file goes away with
 * the request).
 */
export async function readCatalogueForm<Fields extends z.ZodObject>(
  request: FastifyRequest,
  media: MediaPipeline,
  form: { fields: Fields; file: string },
  options: { imageRequired?: string } = {},
): Promise<CatalogueForm<z.output<Fields>>> {
  const { fields, file } = request.isMultipart()
    ? await receiveMultipart(request, media, form)
    : { fields: jsonFields(request.body), file: null };

  const parsed = form.fields.safeParse(fields);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (options.imageRequired && !file)
    fieldErrors[form.file] = [options.imageRequired];

  const first = Object.values(fieldErrors)[0]?.[0];
  if (first || !parsed.success)
    throw new AppError('VALIDATION', first, fieldErrors);
  return { fields: parsed.data, image: file };
}
