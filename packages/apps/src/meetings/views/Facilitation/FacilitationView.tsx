/**
 * The facilitators' panel (issue 34): who leads, how many are ready, handing the lead on or taking it over while
 * the facilitator is away, and (for the host) naming co-hosts during the meeting. Props in.
 */
import type { Person } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Select, Stack } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
import { CoHostPicker } from './CoHostPicker';

export interface FacilitationViewProps {
  /** Who leads now. */
  facilitator: Person;
  /** The viewer leads. */
  viewerLeads: boolean;
  /** The running phase's ready count, or null when no phase runs. */
  ready: { ready: number; total: number } | null;
  /** Whom the viewer may hand the lead to (empty: the viewer does not hand it on). */
  handTo: readonly Person[];
  /** The facilitator is away and the viewer is the one who may take the lead over. */
  canTakeOver: boolean;
  /** The host names co-hosts here during the meeting (undefined for the others). */
  coHosts?: {
    attendees: readonly Person[];
    value: readonly string[];
    saving?: boolean;
    onSave: (ids: string[]) => void;
  };
  busy?: boolean;
  onHandOff: (userId: string) => void;
  onTakeOver: () => void;
}

export function FacilitationView({
  facilitator,
  viewerLeads,
  ready,
  handTo,
  canTakeOver,
  coHosts,
  busy,
  onHandOff,
  onTakeOver,
}: FacilitationViewProps) {
  const t = useT();
  const [to, setTo] = useState('');
  const [coHostIds, setCoHostIds] = useState<readonly string[]>(coHosts?.value ?? []);
  const coHostsChanged = coHosts !== undefined && coHostIds.join() !== coHosts.value.join();
  return (
    <Card as="section" className={shared.panel} aria-labelledby="facilitation-title">
      <h2 className={shared.panelTitle} id="facilitation-title">
        {t('facilitation.title')}
      </h2>
      <p className={shared.text}>
        {viewerLeads ? t('facilitation.you') : t('facilitation.by', { name: facilitator.displayName })}
      </p>
      {ready ? (
        <p className={shared.muted} aria-live="polite" data-testid="ready-count">
          {t('facilitation.ready', ready)}
        </p>
      ) : null}
      {canTakeOver ? (
        <Stack gap="xs" minInlineSize={0}>
          <p className={shared.muted}>{t('facilitation.away', { name: facilitator.displayName })}</p>
          <div>
            <Button size="sm" startIcon={<Icon name="hand" size="sm" />} loading={busy} onClick={onTakeOver}>
              {t('facilitation.takeOver')}
            </Button>
          </div>
        </Stack>
      ) : null}
      {handTo.length > 0 ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (to) onHandOff(to);
          }}
        >
          <Stack direction="row" wrap align="end" gap="sm" minInlineSize={0}>
            <Select
              label={t('facilitation.handTo')}
              value={to}
              placeholder="—"
              options={handTo.map((person) => ({ value: person.id, label: person.displayName }))}
              onChange={(event) => setTo(event.target.value)}
            />
            <Button type="submit" size="sm" variant="outline" disabled={!to} loading={busy}>
              {t('facilitation.handOver')}
            </Button>
          </Stack>
        </form>
      ) : null}
      {coHosts ? (
        <Stack gap="xs" minInlineSize={0}>
          <CoHostPicker people={coHosts.attendees} value={coHostIds} onChange={setCoHostIds} />
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={!coHostsChanged}
              loading={coHosts.saving}
              onClick={() => coHosts.onSave([...coHostIds])}
            >
              {t('coHosts.save')}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Card>
  );
}
