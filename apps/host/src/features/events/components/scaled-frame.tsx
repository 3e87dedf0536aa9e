import { useRef } from 'react';
import { useElementWidth } from '../../../lib/use-element-width';

export type ScaledFrameProps = {
  src: string;
  title: string;
  /** The viewport the page is laid out in, in CSS pixels. */
  width: number;
  height: number;
};

/**
 * A page laid out at `width` × `height` (as on that screen) and drawn scaled down to the width
 * it is given, never up. The framed page may not navigate this app nor open dialogs over it.
 */
export const ScaledFrame = ({
  src,
  title,
  width,
  height,
}: ScaledFrameProps) => {
  const box = useRef<HTMLDivElement>(null);
  const scale = Math.min(1, useElementWidth(box) / width);
  return (
    <div ref={box} className="w-full" style={{ maxWidth: width }}>
      <div
        className="overflow-hidden"
        style={{ height: height * scale, width: width * scale }}
      >
        <iframe
          src={src}
          title={title}
          width={width}
          height={height}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className="origin-top-left border-0 bg-surface"
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
};
