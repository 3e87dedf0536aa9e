import { getErrorMessage } from '@celebra/api-client';
import {
  DEFAULT_INVITATION_MESSAGE,
  guestsCsvFilename,
  type HostInvitation,
  hostTexts,
  type ParsedInvitationBody,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  buttonClasses,
  confirmAction,
  downloadBlob,
  InlineLoading,
  Modal,
  PageHeader,
  Pager,
  useErrorAlert,
  usePageInRange,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DownloadButton } from '../../../components/download-button';
import { paths } from '../../../config/paths';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { buildSiteUrl } from '../../../lib/site-url';
import {
  type InvitationFilters as Filters,
  invitationSummaryQueryOptions,
  invitationsQueryOptions,
  rsvpSettingsQueryOptions,
} from '../api/invitations-queries';
import {
  useDeleteInvitation,
  useExportGuests,
  useMarkSent,
  useMarkThanked,
  useRegenerateCode,
  useReviewInvitation,
  useReviewMemberResponse,
  useSaveInvitation,
  useSendInvitationEmail,
} from '../api/use-invitation-mutations';
import {
  invitationText,
  personalLink,
  whatsAppLink,
} from '../lib/invitation-links';
import { ImportModal } from './import-modal';
import { InvitationCard } from './invitation-card';
import { InvitationFilters } from './invitation-filters';
import { InvitationForm } from './invitation-form';
import { InvitationReview } from './invitation-review';
import { InvitationSummary } from './invitation-summary';
import { LinkInvitationModal } from './link-invitation-modal';
import { SendingAssistant } from './sending-assistant';

const t = hostTexts.invitations;

type FormState = { open: boolean; invitation: HostInvitation | null };
type Dialog = 'import' | 'assistant' | null;

/**
 * /confirmations 'Convidados': the list's counts, the invitations (filtered, searched, 20 a
 * page) with their sending and review actions, the form, the import and the sending assistant.
 */
export const InvitationsPage = () => {
  const { event } = useCurrentEvent();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useQuery(invitationsQueryOptions(event.id, filters, page));
  const totalPages = usePageInRange(page, list.data?.total, setPage);
  useErrorAlert(list.error, t.loadFailed, getErrorMessage);
  const summary = useQuery(invitationSummaryQueryOptions(event.id));
  const settings = useQuery(rsvpSettingsQueryOptions(event.id));
  const template =
    settings.data?.invitationMessage ?? DEFAULT_INVITATION_MESSAGE;
  const siteUrl = buildSiteUrl(window.location, event.slug);
  const groups = summary.data?.groups ?? [];

  const save = useSaveInvitation(event.id);
  const remove = useDeleteInvitation(event.id);
  const regenerate = useRegenerateCode(event.id);
  const markSent = useMarkSent(event.id);
  const sendEmail = useSendInvitationEmail(event.id);
  const markThanked = useMarkThanked(event.id);
  const review = useReviewInvitation(event.id);
  const memberReview = useReviewMemberResponse(event.id);
  const exportCsv = useExportGuests(event.id);
  const [form, setForm] = useState<FormState>({
    open: false,
    invitation: null,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [linking, setLinking] = useState<HostInvitation | null>(null);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const editing = form.invitation;

  const onSave = (body: ParsedInvitationBody) =>
    save.mutate(
      { invitationId: editing?.id ?? null, body },
      {
        onSuccess: () => {
          closeForm();
          void alertSuccess(t.saved);
        },
        onError: alertFailure(t.saveFailed),
      },
    );

  const onDelete = async (invitation: HostInvitation) => {
    const confirmed = await confirmAction({
      title: t.confirmRemoveTitle,
      text: t.confirmRemoveText(invitation.name),
      confirmText: t.remove,
    });
    if (!confirmed) return;
    remove.mutate(invitation.id, {
      onSuccess: () => void alertSuccess(t.removed),
      onError: alertFailure(t.removeFailed),
    });
  };

  const onNewLink = async (invitation: HostInvitation) => {
    const confirmed = await confirmAction({
      title: t.confirmNewLinkTitle,
      text: t.confirmNewLinkText,
      confirmText: t.newLink,
    });
    if (!confirmed) return;
    regenerate.mutate(invitation.id, {
      onSuccess: () => void alertSuccess(t.newLinkDone),
      onError: alertFailure(t.newLinkFailed),
    });
  };

  const onEmail = (invitation: HostInvitation) =>
    sendEmail.mutate(invitation.id, {
      onSuccess: () => void alertSuccess(t.emailQueued),
      onError: alertFailure(t.emailFailed),
    });

  const onMarkSent = (invitation: HostInvitation) =>
    markSent.mutate(invitation.id, { onError: alertFailure(t.markSentFailed) });

  const onAccept = (invitation: HostInvitation) =>
    review.mutate(
      { invitationId: invitation.id, decision: 'accept' },
      {
        onSuccess: () => void alertSuccess(t.reviewing.accepted),
        onError: alertFailure(t.reviewing.failed),
      },
    );

  const onLink = (targetInvitationId: number) => {
    if (!linking) return;
    review.mutate(
      { invitationId: linking.id, decision: 'link', targetInvitationId },
      {
        onSuccess: () => {
          setLinking(null);
          void alertSuccess(t.reviewing.linked);
        },
        onError: alertFailure(t.reviewing.failed),
      },
    );
  };

  const onMemberResponse = async (
    guestId: number,
    responseId: number,
    who: string,
    decision: 'accept' | 'discard',
  ) => {
    if (decision === 'discard') {
      const confirmed = await confirmAction({
        title: 'Descartar resposta?',
        text: `A resposta enviada com o e-mail de ${who} será apagada; o convite não muda.`,
        confirmText: 'Descartar',
      });
      if (!confirmed) return;
    }
    memberReview.mutate(
      { guestId, responseId, decision },
      {
        onSuccess: () =>
          void alertSuccess(
            decision === 'accept'
              ? hostTexts.success.guestResponseAccepted
              : hostTexts.success.guestResponseDiscarded,
          ),
        onError: alertFailure(hostTexts.hostErrors.guestResponse),
      },
    );
  };

  const onExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: (blob) => downloadBlob(blob, guestsCsvFilename(event.slug)),
      onError: alertFailure(t.exportFailed),
    });

  const busyId = (mutation: { isPending: boolean; variables?: unknown }) =>
    mutation.isPending && typeof mutation.variables === 'number'
      ? mutation.variables
      : null;
  const busyIds = new Set(
    [busyId(remove), busyId(regenerate), busyId(sendEmail)].filter(
      (id) => id !== null,
    ),
  );
  const items = list.data?.items ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={hostTexts.screens.host.confirmationsTitle}
        actions={
          <>
            <Button onClick={() => setForm({ open: true, invitation: null })}>
              {t.add}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('import')}>
              {t.import}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('assistant')}>
              {t.assistant}
            </Button>
            <DownloadButton onClick={onExport} loading={exportCsv.isPending}>
              {t.exportCsv}
            </DownloadButton>
          </>
        }
      />
      <p className="text-muted">{t.intro}</p>
      <nav aria-label={t.settings} className="flex flex-wrap gap-2">
        <Link
          to={paths.confirmationQuestions}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t.questions}
        </Link>
        <Link
          to={paths.confirmationSettings}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t.settings}
        </Link>
        <Link
          to={paths.doorList}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t.doorList}
        </Link>
      </nav>
      {summary.data && <InvitationSummary summary={summary.data} />}
      <InvitationFilters
        value={filters}
        groups={groups}
        onChange={changeFilters}
      />
      <section aria-label={t.listLabel} className="flex flex-col gap-3">
        {list.data && (
          <p role="status" className="text-sm text-muted">
            {t.total(list.data.total)}
          </p>
        )}
        {list.isPending ? (
          <InlineLoading label={t.loading} showLabel />
        ) : items.length === 0 ? (
          <p className="rounded-card border border-line bg-surface p-4 text-muted">
            {filtered ? t.emptyFiltered : t.empty}
          </p>
        ) : (
          <div className="grid items-start gap-3 lg:grid-cols-2">
            {items.map((invitation) => {
              const link = personalLink(siteUrl, invitation.code);
              const text = invitationText(
                template,
                invitation,
                event.title,
                link,
              );
              return (
                <InvitationCard
                  key={invitation.id}
                  invitation={invitation}
                  link={link}
                  whatsApp={whatsAppLink(invitation.phoneNumber, text)}
                  busy={busyIds.has(invitation.id)}
                  onWhatsApp={() => onMarkSent(invitation)}
                  onEmail={() => onEmail(invitation)}
                  onNewLink={() => void onNewLink(invitation)}
                  onEdit={() => setForm({ open: true, invitation })}
                  onDelete={() => void onDelete(invitation)}
                  onThanked={(thanked) =>
                    markThanked.mutate(
                      { invitationId: invitation.id, thanked },
                      { onError: alertFailure(t.thanksFailed) },
                    )
                  }
                  review={
                    <InvitationReview
                      invitation={invitation}
                      busy={review.isPending || memberReview.isPending}
                      onLink={() => setLinking(invitation)}
                      onAccept={() => onAccept(invitation)}
                      onMemberResponse={({ member, response }, decision) =>
                        void onMemberResponse(
                          member.id,
                          response.id,
                          `${member.firstName} ${member.lastName}`,
                          decision,
                        )
                      }
                    />
                  }
                />
              );
            })}
          </div>
        )}
      </section>
      <Pager page={page} totalPages={totalPages} onPageChange={setPage} />
      <Modal
        open={form.open}
        onClose={closeForm}
        title={editing ? t.form.editTitle : t.form.addTitle}
        size="lg"
      >
        {form.open && (
          <InvitationForm
            key={editing?.id ?? 'new'}
            invitation={editing}
            groups={groups}
            saving={save.isPending}
            onSave={onSave}
            onCancel={closeForm}
          />
        )}
      </Modal>
      <ImportModal
        eventId={event.id}
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
      />
      <SendingAssistant
        eventId={event.id}
        eventTitle={event.title}
        siteUrl={siteUrl}
        template={template}
        open={dialog === 'assistant'}
        onClose={() => setDialog(null)}
      />
      <LinkInvitationModal
        eventId={event.id}
        invitation={linking}
        linking={review.isPending}
        onLink={onLink}
        onClose={() => setLinking(null)}
      />
    </div>
  );
};
