/** The host's control room: reveal, move on, extend the time, propose, tighten settings, end. Props in. */
import type { MeetingSettings } from '@chorus/mock-handlers/contracts';
import { Button, Card, fieldProps, Icon, Stack, TextArea, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { SettingsEditor } from '../SettingsEditor';

const proposalSchema = z.object({
  proposal: z
    .string()
    .trim()
    .min(1, { error: () => t('proposal.required') }),
});

export interface HostControlsViewProps {
  /** The ideas of the current ideation can be revealed now. */
  canReveal: boolean;
  /** What moving on does ('Next: Group', 'Close the vote'); null once the last phase is closed. */
  advanceLabel: string | null;
  /**
   * Moving on is not the next step the room expects (a decision with no consent round held yet): the button is
   * quiet, and the container asks before it closes.
   */
  advanceQuiet?: boolean;
  /** A phase is running: its time can be extended. */
  phaseActive: boolean;
  /** The proposal of the decision that comes next, editable until it starts; undefined if none comes next. */
  nextProposal?: string;
  /** The meeting's saved settings: the editor may only make them stricter. */
  settings: MeetingSettings;
  revealing?: boolean;
  advancing?: boolean;
  ending?: boolean;
  saving?: boolean;
  onReveal: () => void;
  onAdvance: () => void;
  onExtend: (seconds: number) => void;
  /** Asks for confirmation first (the container's dialog), then ends the meeting. */
  onEnd: () => void;
  onSaveProposal: (proposal: string) => Promise<unknown>;
  onSaveSettings: (settings: MeetingSettings) => void;
}

export function HostControlsView({
  canReveal,
  advanceLabel,
  advanceQuiet = false,
  phaseActive,
  nextProposal,
  settings,
  revealing,
  advancing,
  ending,
  saving,
  onReveal,
  onAdvance,
  onExtend,
  onEnd,
  onSaveProposal,
  onSaveSettings,
}: HostControlsViewProps) {
  const t = useT();
  const [draft, setDraft] = useState(settings);
  const [showSettings, setShowSettings] = useState(false);
  const form = useZodForm(proposalSchema, { defaultValues: { proposal: nextProposal ?? '' } });
  const proposal = form.watch('proposal').trim();
  const submit = form.handleSubmit(async (values) => {
    await onSaveProposal(values.proposal).catch(() => undefined);
  });
  return (
    <Card as="section" className={shared.panel} aria-labelledby="controls-title">
      <h2 className={shared.panelTitle} id="controls-title">
        {t('host.title')}
      </h2>
      {/* On a phone, a bar at the bottom of the screen. */}
      <Stack
        direction="row"
        wrap
        align="center"
        gap="sm"
        className={css.hostBar}
        role="group"
        aria-label={t('host.controls')}
      >
        {canReveal ? (
          <Button startIcon={<Icon name="eye" size="sm" />} loading={revealing} onClick={onReveal}>
            {t('host.reveal')}
          </Button>
        ) : null}
        {advanceLabel ? (
          <Button
            variant={canReveal || advanceQuiet ? 'outline' : 'solid'}
            startIcon={<Icon name="arrow-right" size="sm" />}
            loading={advancing}
            onClick={onAdvance}
          >
            {advanceLabel}
          </Button>
        ) : null}
        {phaseActive ? (
          <>
            <Button
              variant="outline"
              tone="neutral"
              startIcon={<Icon name="timer" size="sm" />}
              onClick={() => onExtend(60)}
            >
              {t('host.plusMinutes', { minutes: 1 })}
            </Button>
            <Button variant="outline" tone="neutral" onClick={() => onExtend(300)}>
              {t('host.plusMinutes', { minutes: 5 })}
            </Button>
          </>
        ) : null}
      </Stack>
      {canReveal ? <p className={shared.muted}>{t('host.revealNote')}</p> : null}
      {nextProposal !== undefined ? (
        <Stack as="form" gap="xs" minInlineSize={0} noValidate onSubmit={submit}>
          <TextArea label={t('host.nextProposal')} rows={2} {...fieldProps(form, 'proposal')} />
          <div>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              loading={form.formState.isSubmitting}
              disabled={!proposal || proposal === nextProposal}
            >
              {t('host.saveProposal')}
            </Button>
          </div>
        </Stack>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          startIcon={<Icon name="shield" size="sm" />}
          aria-expanded={showSettings}
          onClick={() => setShowSettings((v) => !v)}
        >
          {showSettings ? t('host.hideSettings') : t('host.tighten')}
        </Button>
      </div>
      {showSettings ? (
        <Stack gap="md" minInlineSize={0}>
          <SettingsEditor value={draft} lockedFrom={settings} onChange={setDraft} />
          <div>
            <Button size="sm" loading={saving} onClick={() => onSaveSettings(draft)}>
              {t('host.saveSettings')}
            </Button>
          </div>
        </Stack>
      ) : null}
      {/* Apart from the timer and the agenda: ending closes the meeting for everyone (the container asks first). */}
      <Stack
        as="section"
        direction="row"
        wrap
        align="center"
        justify="between"
        gap="sm"
        className={css.endMeeting}
        aria-label={t('host.endSection')}
      >
        <span className={shared.muted}>{t('host.endNote')}</span>
        <Button variant={advanceLabel ? 'outline' : 'solid'} tone="critical" loading={ending} onClick={onEnd}>
          {t('host.end')}
        </Button>
      </Stack>
    </Card>
  );
}
