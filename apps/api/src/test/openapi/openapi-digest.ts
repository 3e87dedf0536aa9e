import { createHash } from 'node:crypto';

/** What the OpenAPI document says of one operation, each schema as a digest of its JSON. */
export interface OperationDigest {
  tags: string[];
  security: boolean;
  summary?: string;
  description?: string;
  /** `<in> <name>` → digest of the parameter (schema, required). */
  parameters: Record<string, string>;
  /** Digest of the request body (media types and schemas). */
  requestBody?: string;
  /** Status → digest of the answer (media types and schemas). */
  responses: Record<string, string>;
}

/** `GET /api/users/guests/{eventId}` → its digest. */
export type OpenApiDigest = Record<string, OperationDigest>;

type Operation = {
  tags?: string[];
  security?: unknown[];
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
};

/** JSON with the keys of every object sorted, so equal schemas give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) =>
          `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

const digest = (value: unknown): string =>
  createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

export function digestOpenApi(document: OpenApiDocument): OpenApiDigest {
  const operations: OpenApiDigest = {};
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations[`${method.toUpperCase()} ${path}`] = {
        tags: operation.tags ?? [],
        security: Boolean(operation.security?.length),
        ...(operation.summary && { summary: operation.summary }),
        ...(operation.description && { description: operation.description }),
        parameters: Object.fromEntries(
          (operation.parameters ?? []).map((parameter) => [
            `${parameter.in} ${parameter.name}`,
            digest(parameter),
          ]),
        ),
        ...(operation.requestBody !== undefined && {
          requestBody: digest(operation.requestBody),
        }),
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, answer]) => [
            status,
            digest(answer),
          ]),
        ),
      };
    }
  }
  return operations;
}

/**
 * What `current` lost of `baseline`: an operation, a parameter, a request body, a status, or a
 * schema that is no longer the same. Additions are not losses.
 */
export function openApiLosses(
  baseline: OpenApiDigest,
  current: OpenApiDigest,
): string[] {
  const losses: string[] = [];
  for (const [key, before] of Object.entries(baseline)) {
    const after = current[key];
    if (!after) {
      losses.push(`${key}: operation missing`);
      continue;
    }
    for (const field of ['summary', 'description'] as const)
      if (before[field] !== after[field])
        losses.push(`${key}: ${field} changed`);
    if (before.security && !after.security)
      losses.push(`${key}: security missing`);
    if (canonical(before.tags) !== canonical(after.tags))
      losses.push(`${key}: tags changed`);
    for (const [name, schema] of Object.entries(before.parameters))
      if (after.parameters[name] !== schema)
        losses.push(
          `${key}: parameter ${name} ${after.parameters[name] ? 'changed' : 'missing'}`,
        );
    if (before.requestBody !== after.requestBody)
      losses.push(
        `${key}: request body ${after.requestBody ? 'changed' : 'missing'}`,
      );
    for (const [status, schema] of Object.entries(before.responses))
      if (after.responses[status] !== schema)
        losses.push(
          `${key}: ${status} ${after.responses[status] ? 'changed' : 'missing'}`,
        );
  }
  return losses;
}
