import {
  type SiteSwitch,
  type SiteSwitches as SwitchValues,
  type SwitchSaveState,
} from '../api/use-save-switches';
import { SettingSwitch } from '../../../components/setting-switch';
import { TitledSection } from '../../../components/titled-section';

const switches: { name: SiteSwitch; label: string; description: string }[] = [
  {
    name: 'showGiftList',
    label: 'Mostrar lista de presentes',
    description: 'Os convidados veem e compram os presentes da sua lista.',
  },
  {
    name: 'showGuestMessages',
    label: 'Receber recados',
    description: 'Os convidados podem deixar recados no seu site.',
  },
  {
    name: 'showEventInfo',
    label: 'Mostrar informações do evento',
    description: 'Data, horário, local ou transmissão aparecem no site.',
  },
  {
    name: 'allowGuestConfirmation',
    label: 'Permitir confirmação de presença',
    description: 'Os convidados podem confirmar presença pelo site.',
  },
];

export type SiteSwitchesProps = {
  values: SwitchValues;
  state: SwitchSaveState;
  onFlip: (name: SiteSwitch, checked: boolean) => void;
};

const SwitchStatus = ({ state }: { state: SwitchSaveState }) => {
  if (state.status === 'saving')
    return (
      <p role="status" className="mt-1 text-sm text-muted">
        Salvando…
      </p>
    );
  if (state.status === 'saved')
    return (
      <p role="status" className="mt-1 text-sm font-medium text-success">
        ✓ Salvo
      </p>
    );
  if (state.status === 'failed')
    return (
      <p role="alert" className="mt-1 text-sm font-medium text-danger">
        {state.message} A opção voltou como estava.
      </p>
    );
  return null;
};

/** 'O que aparece no site': each switch is saved as soon as it is flipped, and says so. */
export const SiteSwitches = ({ values, state, onFlip }: SiteSwitchesProps) => (
  <TitledSection
    id="site-sections"
    title="O que aparece no site"
    className="rounded-card bg-surface p-4 shadow-sm sm:p-6"
  >
    <p className="text-sm text-muted">
      Cada opção é salva assim que você a liga ou desliga.
    </p>
    <div className="divide-y divide-line">
      {switches.map((item) => (
        <SettingSwitch
          key={item.name}
          label={item.label}
          description={item.description}
          checked={values[item.name]}
          onChange={(checked) => onFlip(item.name, checked)}
          status={
            state.status !== 'idle' && state.name === item.name ? (
              <SwitchStatus state={state} />
            ) : null
          }
        />
      ))}
    </div>
  </TitledSection>
);
