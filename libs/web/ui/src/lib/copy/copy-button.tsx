import { messages } from '@celebra/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';
import { cx } from '../class-names';

const texts = messages.screens.common;
const feedbackMs = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export type CopyButtonProps = {
  /** What goes on the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name ('Copiar Chave Pix'). */
  label: string;
  /** Where the button and its line sit in their box (the end, by default). */
  align?: 'start' | 'end';
};

/**
 * 'Copiar': puts `text` on the clipboard; the button reads 'Copiado!' for 2 s (announced too), or
 * a line below says it could not copy.
 */
export const CopyButton = ({ text, label, align = 'end' }: CopyButtonProps) => {
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
    <span
      className={cx(
        'flex flex-col gap-1',
        align === 'end' ? 'items-end' : 'items-start',
      )}
    >
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
