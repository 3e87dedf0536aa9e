import { errorResponseSchema } from '@celebra/contracts';

/**
 * Route schema parts of a catalogue form with an image: documented as multipart (a JSON body
 * without the image is read the same way), plus the upload's own failures.
 */
export function uploadRouteSchema(description: string) {
  return {
    description,
    consumes: ['multipart/form-data', 'application/json'],
  };
}

/** 413: file over the size limit; 415: not an image the api accepts (SVG included). */
export const uploadErrorResponses = {
  413: errorResponseSchema,
  415: errorResponseSchema,
};
