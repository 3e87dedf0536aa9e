import { Button } from '@celebra/ui';
import { useEffect, useId, useState } from 'react';
import { orderTexts as t } from '../order-texts';

/** The 'Pix copia e cola' text and its copy button, which says when the code was copied. */
export const PixCopyPaste = ({ code }: { code: string }) => {
  const labelId = useId();
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => setFeedback(null), [code]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setFeedback('copied');
    } catch {
      setFeedback('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <h2 id={labelId} className="text-lg font-semibold">
        {t.pixCopyPaste}
      </h2>
      <p
        aria-labelledby={labelId}
        className="rounded-lg border border-line bg-canvas p-3 font-mono text-sm break-all select-all"
      >
        {code}
      </p>
      <Button onClick={() => void copy()} fullWidth size="lg">
        {t.pixCopy}
      </Button>
      <p role="status" className="min-h-6 text-center font-semibold">
        {feedback === 'copied'
          ? t.pixCopied
          : feedback === 'failed'
            ? t.pixCopyFailed
            : ''}
      </p>
    </div>
  );
};
