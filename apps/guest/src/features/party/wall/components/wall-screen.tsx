import { latestMessages, type WallShow } from '../lib/wall-show';
import { wallTexts as t } from '../wall-texts';
import { WallQrCode } from './wall-qr-code';
import { WallSpotlight } from './wall-spotlight';

export type WallScreenProps = {
  title: string;
  show: WallShow;
  /** The party page guests open to send theirs (the QR code's address). */
  partyAddress: string;
  reconnecting: boolean;
  /** The video on screen played to its end. */
  onVideoEnded: (key: string) => void;
};

/** Messages in the side column. */
const SIDE_MESSAGES = 2;

const shortAddress = (address: string) => address.replace(/^https?:\/\//, '');

/**
 * The wall, for a TV or projector (sized in viewport units: the same at 1280×720 and
 * 1920×1080): the current photo, video or message; the event's title, the latest messages
 * and the QR code that invites guests to send theirs.
 */
export const WallScreen = ({
  title,
  show,
  partyAddress,
  reconnecting,
  onVideoEnded,
}: WallScreenProps) => {
  const messages = latestMessages(show, SIDE_MESSAGES);
  const { current } = show;
  return (
    <div className="grid h-dvh w-full grid-cols-[1fr_24vw] overflow-hidden bg-neutral-950 text-white">
      <main className="flex min-h-0 items-center justify-center p-[2.5vw]">
        {show.current ? (
          <div
            key={show.current.key}
            className="flex h-full w-full items-center justify-center"
          >
            <WallSpotlight
              item={show.current}
              onEnded={() => current && onVideoEnded(current.key)}
            />
          </div>
        ) : (
          <div className="text-center">
            <p className="text-[3.5vw] font-semibold">{t.emptyTitle}</p>
            <p className="mt-[2vh] text-[2vw] text-white/75">{t.emptyHelp}</p>
          </div>
        )}
      </main>
      <aside className="flex min-h-0 flex-col gap-[3vh] bg-white/5 px-[2vw] py-[3vh]">
        <h1 className="text-[2.1vw] leading-tight font-semibold">{title}</h1>
        {messages.length > 0 && (
          <section
            aria-labelledby="wall-messages"
            className="min-h-0 flex-1 overflow-hidden"
          >
            <h2
              id="wall-messages"
              className="text-[1.2vw] font-semibold tracking-wide text-white/75 uppercase"
            >
              {t.messagesTitle}
            </h2>
            <ul className="mt-[1.5vh] flex flex-col gap-[1.5vh]">
              {messages.map(({ key, message }) => (
                <li key={key} className="rounded-[0.8vw] bg-white/10 p-[1vw]">
                  <p className="line-clamp-3 text-[1.15vw] leading-snug">
                    {message.message}
                  </p>
                  <p className="mt-[0.6vh] text-[1vw] text-white/75">
                    — {message.name}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-auto flex flex-col items-center text-center">
          <p className="text-[1.9vw] leading-tight font-bold">{t.invite}</p>
          <div className="mt-[1.5vh] w-[11vw]">
            <WallQrCode address={partyAddress} />
          </div>
          <p className="mt-[1.5vh] text-[1.1vw] text-white/80">{t.inviteHow}</p>
          <p className="mt-[0.5vh] text-[1vw] break-all text-white/75">
            {shortAddress(partyAddress)}
          </p>
        </div>
      </aside>
      {reconnecting && (
        <p
          role="status"
          className="fixed bottom-[2vh] left-[2vw] rounded-full bg-black/70 px-[1vw] py-[0.4vh] text-[0.95vw] text-white/85"
        >
          {t.reconnecting}
        </p>
      )}
    </div>
  );
};
