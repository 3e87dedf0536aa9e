/** Headers of a file download named `filename`, never cached (`contentType` when the reply does not set its own). */
export function downloadHeaders(
  filename: string,
  contentType?: string,
): Record<string, string> {
  return {
    ...(contentType && { 'content-type': contentType }),
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
