import {
  PARTY_GUEST_NAME_MAX_LENGTH,
  PARTY_VIDEO_MAX_BYTES,
  type PartyInfoResponse,
} from '@celebra/contracts';
import { Button, Field } from '@celebra/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { partyKeys } from '../api/get-party';
import { sendPartyPhoto } from '../api/send-party-photo';
import { sendPartyVideo } from '../api/send-party-video';
import { mediaKindOf } from '../lib/media-kind';
import { type SendUpload, useUploads } from '../lib/use-uploads';
import { partyTexts as t } from '../party-texts';
import { PartyLayout } from './party-layout';
import { CameraIcon, PhotosIcon } from './party-icons';
import { UploadList } from './upload-list';

const VIDEO_MAX_LABEL = `${PARTY_VIDEO_MAX_BYTES / 1024 / 1024} MB`;

const refusalOf = (file: File) =>
  mediaKindOf(file) === 'video' && file.size > PARTY_VIDEO_MAX_BYTES
    ? t.tooBig(VIDEO_MAX_LABEL)
    : null;

type UploadFormProps = { slug: string; needsApproval: boolean };

/** The name, the two ways to pick files, and what was picked, each file on its way. */
const UploadForm = ({ slug, needsApproval }: UploadFormProps) => {
  const [guestName, setGuestName] = useState('');
  const nameRef = useRef('');
  nameRef.current = guestName.trim();
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  const queryClient = useQueryClient();
  const send = useCallback<SendUpload>(
    async (item, onProgress, signal) => {
      const input = {
        slug,
        file: item.file,
        guestName: nameRef.current,
        onProgress,
        signal,
      };
      const stored =
        item.kind === 'video'
          ? await sendPartyVideo(input)
          : await sendPartyPhoto(input);
      const awaitingApproval = stored
        ? stored.status === 'pending'
        : needsApproval;
      // The album (and whether '/festa' links to it) may have changed.
      void queryClient.invalidateQueries({ queryKey: partyKeys.all });
      return { awaitingApproval };
    },
    [slug, needsApproval, queryClient],
  );
  const { items, add, retry } = useUploads(send, refusalOf);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) add(event.target.files);
    // The same file may be picked again later.
    event.target.value = '';
  };

  return (
    <>
      {needsApproval && (
        <p className="mt-4 rounded-lg bg-brand-soft p-3 text-ink">
          {t.approvalNotice}
        </p>
      )}
      <div className="mt-6">
        <Field
          label={t.guestName}
          hint={t.guestNameHint}
          autoComplete="name"
          maxLength={PARTY_GUEST_NAME_MAX_LENGTH}
          value={guestName}
          onChange={(event) => setGuestName(event.target.value)}
        />
      </div>
      <input
        ref={pickRef}
        type="file"
        multiple
        accept="image/*,video/*,.heic,.heif"
        hidden
        aria-label={t.pickFiles}
        onChange={onPick}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t.takePhoto}
        onChange={onPick}
      />
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => pickRef.current?.click()}>
          <PhotosIcon />
          {t.pickFiles}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => cameraRef.current?.click()}
        >
          <CameraIcon />
          {t.takePhoto}
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">{t.pickHelp}</p>
      <UploadList items={items} onRetry={retry} />
    </>
  );
};

export type PhotosPageProps = { slug: string; party: PartyInfoResponse };

/** '/fotos': a guest sends photos and short videos, no sign-in; a clear sentence when uploads are off. */
export const PhotosPage = ({ slug, party }: PhotosPageProps) => (
  <PartyLayout
    title={t.photosTitle}
    intro={party.uploadsEnabled ? t.photosIntro : undefined}
    backTo={slug}
  >
    {party.uploadsEnabled ? (
      <UploadForm slug={slug} needsApproval={party.needsApproval} />
    ) : (
      <div role="status" className="mt-6 rounded-lg bg-surface p-5 shadow-sm">
        <p className="text-lg font-semibold">{t.uploadsOff}</p>
        <p className="mt-1 text-muted">{t.uploadsOffHelp}</p>
      </div>
    )}
  </PartyLayout>
);
