import { adminTexts } from '@celebra/contracts';
import { Button } from '@celebra/ui';
import { useEffect, useState } from 'react';

const texts = adminTexts.screens.admin;
const feedbackMs = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export type CopyButtonProps = {
  /** What goes on the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name ('Copiar Chave Pix'). */
  label: string;
};

/**
 * 'Copiar': puts `text` on the clipboard; the button reads 'Copiado!' for 2 s (announced too), or
 * a line below says it could not copy.
 */
export const CopyButton = ({ text, label }: CopyButtonProps) => {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), feedbackMs);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const feedback =
    state === 'copied'
      ? texts.copied
      : state === 'failed'
        ? texts.copyFailed
        : '';
  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        variant="secondary"
        className="min-w-[5.5rem]"
        aria-label={`${texts.copy} ${label}`}
        onClick={() => void copy()}
      >
        {state === 'copied' ? texts.copied : texts.copy}
      </Button>
      <span
        role="status"
        className={state === 'failed' ? 'text-xs text-danger' : 'sr-only'}
      >
        {feedback}
      </span>
    </span>
  );
};
