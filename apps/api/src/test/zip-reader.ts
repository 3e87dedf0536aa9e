import yauzl from 'yauzl';

/** Every file of a ZIP, name → content, read with a real unzip reader. */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, file) => {
      if (openError || !file) return reject(openError ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return file.readEntry();
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return reject(streamError ?? new Error('no entry stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
