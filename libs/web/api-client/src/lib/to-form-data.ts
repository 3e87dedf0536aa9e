type FormValue = unknown;

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** True when a plain-object body holds a File/Blob (directly or in an array) and must go as multipart. */
export const hasFile = (body: unknown): body is Record<string, unknown> => {
  if (body === null || typeof body !== 'object' || body instanceof FormData)
    return false;
  return Object.values(body).some(
    (value) => isBlob(value) || (Array.isArray(value) && value.some(isBlob)),
  );
};

const appendValue = (
  formData: FormData,
  key: string,
  value: FormValue,
): void => {
  if (value === undefined || value === null) return;
  if (isBlob(value)) {
    formData.append(key, value);
  } else if (Array.isArray(value) && value.some(isBlob)) {
    value.forEach((item) => appendValue(formData, key, item));
  } else if (Array.isArray(value)) {
    formData.append(key, value.join(','));
  } else if (typeof value === 'object') {
    formData.append(key, JSON.stringify(value));
  } else {
    formData.append(key, String(value));
  }
};

/**
 * Multipart body from a plain object: files as parts (an array of files as repeated keys), a
 * list of values as one comma-separated text (the api reads a list of numbers back from it),
 * nested objects as JSON text, other values as strings; undefined and null are left out.
 */
export const toFormData = (body: Record<string, FormValue>): FormData => {
  const formData = new FormData();
  Object.entries(body).forEach(([key, value]) =>
    appendValue(formData, key, value),
  );
  return formData;
};
