import { Drawer, DrawerContent } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import { ShellRadioGroup, ShellSelect, ShellSwitch } from '../lib/controls';
import { shellSizes } from '../lib/sizes';
import { type LayoutOption, layoutOptions } from './layoutDefaults';
import * as css from './SettingsPanel.css';
import {
  closeSettingsPanel,
  setCustomScrollbars,
  setLayoutConfig,
  setLayoutStyle,
  setRegionTheme,
  settingsStore,
} from './settings.store';
import {
  type LayoutConfig,
  type LayoutStyle,
  layoutStyles,
  type ShellThemeName,
  shellThemeNames,
  themeRegions,
} from './settings.types';
import { useReturnFocus } from '../lib/useReturnFocus';

const styleLabels: Record<LayoutStyle, string> = {
  layout1: 'Layout 1',
  layout2: 'Layout 2',
  layout3: 'Layout 3',
};
const themeLabels: Record<ShellThemeName, string> = {
  default: 'Default',
  defaultDark: 'Default dark',
  mainThemeDark: 'Main theme dark',
};
const regionLabels = { main: 'Main', navbar: 'Navbar', toolbar: 'Toolbar', footer: 'Footer' } as const;

function OptionControl({ option, config }: { option: LayoutOption; config: LayoutConfig }) {
  switch (option) {
    case 'mode':
      return (
        <ShellRadioGroup
          legend="Mode"
          value={config.mode}
          options={[
            { value: 'boxed', label: 'Boxed' },
            { value: 'full', label: 'Full width' },
            { value: 'container', label: 'Container' },
          ]}
          onValueChange={(mode) => setLayoutConfig({ mode })}
        />
      );
    case 'scroll':
      return (
        <ShellRadioGroup
          legend="Scroll"
          value={config.scroll}
          options={[
            { value: 'body', label: 'Body' },
            { value: 'content', label: 'Content' },
          ]}
          onValueChange={(scroll) => setLayoutConfig({ scroll })}
        />
      );
    case 'navbar.display':
      return (
        <ShellSwitch
          label="Navbar display"
          checked={config.navbar.display}
          onCheckedChange={(display) => setLayoutConfig({ navbar: { display } })}
        />
      );
    case 'navbar.folded':
      return (
        <ShellSwitch
          label="Navbar folded"
          checked={config.navbar.folded}
          onCheckedChange={(folded) => setLayoutConfig({ navbar: { folded } })}
        />
      );
    case 'navbar.position':
      return (
        <ShellRadioGroup
          legend="Navbar position"
          value={config.navbar.position}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'right', label: 'Right' },
          ]}
          onValueChange={(position) => setLayoutConfig({ navbar: { position } })}
        />
      );
    case 'toolbar.display':
      return (
        <ShellSwitch
          label="Toolbar display"
          checked={config.toolbar.display}
          onCheckedChange={(display) => setLayoutConfig({ toolbar: { display } })}
        />
      );
    case 'toolbar.position':
      return (
        <ShellRadioGroup
          legend="Toolbar position"
          value={config.toolbar.position}
          options={[
            { value: 'above', label: 'Above' },
            { value: 'below', label: 'Below' },
          ]}
          onValueChange={(position) => setLayoutConfig({ toolbar: { position } })}
        />
      );
    case 'toolbar.style':
      return (
        <ShellRadioGroup
          legend="Toolbar style"
          value={config.toolbar.style}
          options={[
            { value: 'fixed', label: 'Fixed' },
            { value: 'static', label: 'Static' },
          ]}
          onValueChange={(style) => setLayoutConfig({ toolbar: { style } })}
        />
      );
    case 'footer.display':
      return (
        <ShellSwitch
          label="Footer display"
          checked={config.footer.display}
          onCheckedChange={(display) => setLayoutConfig({ footer: { display } })}
        />
      );
    case 'footer.position':
      return (
        <ShellRadioGroup
          legend="Footer position"
          value={config.footer.position}
          options={[
            { value: 'above', label: 'Above' },
            { value: 'below', label: 'Below' },
          ]}
          onValueChange={(position) => setLayoutConfig({ footer: { position } })}
        />
      );
    case 'footer.style':
      return (
        <ShellRadioGroup
          legend="Footer style"
          value={config.footer.style}
          options={[
            { value: 'fixed', label: 'Fixed' },
            { value: 'static', label: 'Static' },
          ]}
          onValueChange={(style) => setLayoutConfig({ footer: { style } })}
        />
      );
    case 'leftSidePanel.display':
      return (
        <ShellSwitch
          label="Left side panel"
          checked={config.leftSidePanel.display}
          onCheckedChange={(display) => setLayoutConfig({ leftSidePanel: { display } })}
        />
      );
    case 'rightSidePanel.display':
      return (
        <ShellSwitch
          label="Right side panel"
          checked={config.rightSidePanel.display}
          onCheckedChange={(display) => setLayoutConfig({ rightSidePanel: { display } })}
        />
      );
    default:
      return null;
  }
}

/** The settings form: layout style, the chosen style's options, a theme per region; applied live. */
export function SettingsForm() {
  const { settings } = useSnapshot(settingsStore);
  const style = settings.layout.style;
  return (
    <div className={css.body}>
      <section className={css.section} aria-labelledby="settings-layout">
        <h3 id="settings-layout" className={css.heading}>
          Layout
        </h3>
        <ShellRadioGroup
          legend="Style"
          value={style}
          options={layoutStyles.map((value) => ({ value, label: styleLabels[value] }))}
          onValueChange={setLayoutStyle}
        />
        {layoutOptions[style].map((option) => (
          <OptionControl key={option} option={option} config={settings.layout.config as LayoutConfig} />
        ))}
      </section>
      <section className={css.section} aria-labelledby="settings-themes">
        <h3 id="settings-themes" className={css.heading}>
          Themes
        </h3>
        {themeRegions.map((region) => (
          <ShellSelect
            key={region}
            label={`${regionLabels[region]} theme`}
            value={settings.theme[region]}
            options={shellThemeNames.map((value) => ({ value, label: themeLabels[value] }))}
            onValueChange={(theme) => setRegionTheme(region, theme)}
          />
        ))}
        <ShellSwitch
          label="Custom scrollbars"
          checked={settings.customScrollbars}
          onCheckedChange={setCustomScrollbars}
        />
      </section>
    </div>
  );
}

/** The theme-settings drawer (the kit's): 380 px wide, at most 90% of the viewport. */
export function SettingsPanel() {
  const { panelOpen } = useSnapshot(settingsStore);
  const returnFocus = useReturnFocus();
  return (
    <Drawer open={panelOpen} onOpenChange={(open) => (open ? undefined : closeSettingsPanel())}>
      <DrawerContent
        {...returnFocus}
        side="end"
        width={shellSizes.settingsDialogWidth}
        title="Theme settings"
        description={null}
        closeLabel="Close theme settings"
      >
        <SettingsForm />
      </DrawerContent>
    </Drawer>
  );
}
