import { hostTexts } from '@celebra/contracts';
import { cx } from '@celebra/ui';
import { useState } from 'react';
import { ScaledFrame } from './scaled-frame';

export type SitePreviewProps = {
  /** The guest site showing the chosen theme and colour. */
  url: string;
  hasPassword: boolean;
};

type Device = 'phone' | 'desktop';

const texts = hostTexts.screens.appearance;

const PhoneFrame = ({ url }: { url: string }) => (
  <div className="mx-auto w-full max-w-[19rem] rounded-[1.75rem] border-8 border-ink bg-ink shadow-md">
    <div className="overflow-hidden rounded-[1.25rem]">
      <ScaledFrame
        src={url}
        title={texts.phoneFrameTitle}
        width={360}
        height={720}
      />
    </div>
  </div>
);

const DesktopFrame = ({ url }: { url: string }) => (
  <div className="w-full overflow-hidden rounded-lg border border-line bg-canvas shadow-md">
    <div
      aria-hidden="true"
      className="flex gap-1.5 border-b border-line px-3 py-2"
    >
      <span className="size-2.5 rounded-full bg-line" />
      <span className="size-2.5 rounded-full bg-line" />
      <span className="size-2.5 rounded-full bg-line" />
    </div>
    <ScaledFrame
      src={url}
      title={texts.desktopFrameTitle}
      width={1280}
      height={800}
    />
  </div>
);

const devices: ReadonlyArray<[Device, string]> = [
  ['phone', texts.phone],
  ['desktop', texts.desktop],
];

/**
 * The real guest site in a phone frame (360 px) or a desktop frame (1280 px scaled down to
 * fit), one at a time with a switch.
 */
export const SitePreview = ({ url, hasPassword }: SitePreviewProps) => {
  const [device, setDevice] = useState<Device>('phone');
  return (
    <section
      aria-labelledby="site-preview-title"
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="site-preview-title" className="text-lg font-semibold text-ink">
          {texts.previewTitle}
        </h2>
        <div
          role="group"
          aria-label={texts.previewDevice}
          className="flex rounded-full border border-line bg-surface p-1"
        >
          {devices.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={device === value}
              onClick={() => setDevice(value)}
              className={cx(
                'rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-dark',
                device === value ? 'bg-ink text-surface' : 'text-ink',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {hasPassword && (
        <p className="text-sm text-muted">{texts.passwordNote}</p>
      )}
      {device === 'phone' ? (
        <PhoneFrame url={url} />
      ) : (
        <DesktopFrame url={url} />
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="self-center text-sm font-medium text-brand-darker underline"
      >
        {texts.openPreview}
      </a>
    </section>
  );
};
