import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { formatCount } from '@celebra/format';
import { Button, InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { doorListQueryOptions } from '../api/invitations-queries';
import { BackToInvitations } from './back-to-invitations';

const t = hostTexts.invitations.door;

/**
 * /confirmations/door-list 'Lista da portaria': the households coming, by name, with their people,
 * companions and headcount, and the total; 'Imprimir' prints it on A4 without the app's frame.
 */
export const DoorListPage = () => {
  const { event } = useCurrentEvent();
  const door = useQuery(doorListQueryOptions(event.id));
  useErrorAlert(door.error, t.loadFailed, getErrorMessage);
  const data = door.data;
  return (
    <div className="flex flex-col gap-4 print:gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <BackToInvitations />
        <Button onClick={() => window.print()}>{t.print}</Button>
      </div>
      <div>
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="text-muted">{event.title}</p>
        <p className="text-sm text-muted print:hidden">{t.intro}</p>
      </div>
      {!data ? (
        <InlineLoading showLabel />
      ) : data.entries.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <table className="w-full border-collapse bg-surface text-left text-ink print:text-sm">
          <caption className="sr-only">{t.title}</caption>
          <thead>
            <tr className="border-b-2 border-ink">
              <th scope="col" className="p-2">
                {t.invitation}
              </th>
              <th scope="col" className="p-2">
                {t.people}
              </th>
              <th scope="col" className="p-2 text-right">
                {t.headcount}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry, index) => (
              <tr
                key={`${entry.invitationName}-${index}`}
                className="border-b border-line break-inside-avoid"
              >
                <th scope="row" className="p-2 align-top font-semibold">
                  {entry.invitationName}
                  {entry.groupName && (
                    <span className="block text-sm font-normal text-muted">
                      {entry.groupName}
                    </span>
                  )}
                </th>
                <td className="p-2 align-top">
                  <ul>
                    {entry.people.map((person, personIndex) => (
                      <li key={`${person.name}-${personIndex}`}>
                        {person.name}
                        {person.isChild && (
                          <span className="text-muted">{` (${hostTexts.invitations.child})`}</span>
                        )}
                      </li>
                    ))}
                    {entry.companionNames.map((name, companionIndex) => (
                      <li key={`companion-${companionIndex}`}>
                        {name}
                        <span className="text-muted">{` (${t.companion})`}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="p-2 text-right align-top font-semibold">
                  {formatCount(entry.headcount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink">
              <td colSpan={3} className="p-2 text-right text-lg font-bold">
                {t.total(data.headcount)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
};
