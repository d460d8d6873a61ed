/**
 * The board's settings in a side panel: its colour, subscribed, and card cover images on or off, each
 * stored at once (board/settings/update); and Delete board, which the screen confirms.
 */
import type { BoardSettings as Settings } from '@chorus/mock-handlers/contracts';
import { Button, Drawer, DrawerContent, Icon, Select, Switch } from '@chorus/ui';
import { type MessageKey, useT } from '../../i18n';
import * as css from '../scrumboard.css';

/** The colours a board can take ('' is none). */
export const BOARD_COLORS = ['', 'blue', 'green', 'orange', 'red', 'purple'] as const;
const colorNames: Record<(typeof BOARD_COLORS)[number], MessageKey> = {
  '': 'settings.colorNone',
  blue: 'settings.colorBlue',
  green: 'settings.colorGreen',
  orange: 'settings.colorOrange',
  red: 'settings.colorRed',
  purple: 'settings.colorPurple',
};

export interface BoardSettingsProps {
  open: boolean;
  settings: Settings;
  onChange: (settings: Partial<Settings>) => void;
  onDelete: () => void;
  onClose: () => void;
}

export function BoardSettings({ open, settings, onChange, onDelete, onClose }: BoardSettingsProps) {
  const t = useT();
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DrawerContent title={t('board.settings')} description={null} side="end">
          <div className={css.dialogBody}>
            <Select
              label={t('settings.color')}
              value={settings.color}
              options={BOARD_COLORS.map((color) => ({ value: color, label: t(colorNames[color]) }))}
              onChange={(event) => onChange({ color: event.target.value })}
            />
            <Switch
              label={t('dialog.subscribed')}
              checked={settings.subscribed}
              onCheckedChange={(subscribed) => onChange({ subscribed })}
            />
            <Switch
              label={t('settings.covers')}
              checked={settings.cardCoverImages}
              onCheckedChange={(cardCoverImages) => onChange({ cardCoverImages })}
            />
            <div>
              <Button
                tone="critical"
                variant="outline"
                startIcon={<Icon name="trash" size="sm" />}
                onClick={onDelete}
              >
                {t('settings.delete')}
              </Button>
            </div>
          </div>
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
