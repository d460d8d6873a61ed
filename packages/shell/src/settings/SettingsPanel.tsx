import { Drawer, DrawerContent, useLocale } from '@chorus/ui';
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
  setLanguage,
  setRegionTheme,
  setTextDirection,
  settingsStore,
} from './settings.store';
import {
  type LayoutConfig,
  type LayoutStyle,
  layoutStyles,
  shellThemeNames,
  textDirections,
  themeRegions,
} from './settings.types';
import { useReturnFocus } from '../lib/useReturnFocus';
import { useT } from '../i18n';
import { languageChoices } from '../toolbar/LanguageMenu';

const styleNumbers: Record<LayoutStyle, number> = { layout1: 1, layout2: 2, layout3: 3 };

function OptionControl({ option, config }: { option: LayoutOption; config: LayoutConfig }) {
  const t = useT();
  switch (option) {
    case 'mode':
      return (
        <ShellRadioGroup
          legend={t('settings.mode')}
          value={config.mode}
          options={[
            { value: 'boxed', label: t('settings.mode.boxed') },
            { value: 'full', label: t('settings.mode.full') },
            { value: 'container', label: t('settings.mode.container') },
          ]}
          onValueChange={(mode) => setLayoutConfig({ mode })}
        />
      );
    case 'scroll':
      return (
        <ShellRadioGroup
          legend={t('settings.scroll')}
          value={config.scroll}
          options={[
            { value: 'body', label: t('settings.scroll.body') },
            { value: 'content', label: t('settings.scroll.content') },
          ]}
          onValueChange={(scroll) => setLayoutConfig({ scroll })}
        />
      );
    case 'navbar.display':
      return (
        <ShellSwitch
          label={t('settings.navbarDisplay')}
          checked={config.navbar.display}
          onCheckedChange={(display) => setLayoutConfig({ navbar: { display } })}
        />
      );
    case 'navbar.folded':
      return (
        <ShellSwitch
          label={t('settings.navbarFolded')}
          checked={config.navbar.folded}
          onCheckedChange={(folded) => setLayoutConfig({ navbar: { folded } })}
        />
      );
    case 'navbar.position':
      return (
        <ShellRadioGroup
          legend={t('settings.navbarPosition')}
          value={config.navbar.position}
          options={[
            { value: 'left', label: t('settings.left') },
            { value: 'right', label: t('settings.right') },
          ]}
          onValueChange={(position) => setLayoutConfig({ navbar: { position } })}
        />
      );
    case 'toolbar.display':
      return (
        <ShellSwitch
          label={t('settings.toolbarDisplay')}
          checked={config.toolbar.display}
          onCheckedChange={(display) => setLayoutConfig({ toolbar: { display } })}
        />
      );
    case 'toolbar.position':
      return (
        <ShellRadioGroup
          legend={t('settings.toolbarPosition')}
          value={config.toolbar.position}
          options={[
            { value: 'above', label: t('settings.above') },
            { value: 'below', label: t('settings.below') },
          ]}
          onValueChange={(position) => setLayoutConfig({ toolbar: { position } })}
        />
      );
    case 'toolbar.style':
      return (
        <ShellRadioGroup
          legend={t('settings.toolbarStyle')}
          value={config.toolbar.style}
          options={[
            { value: 'fixed', label: t('settings.fixed') },
            { value: 'static', label: t('settings.static') },
          ]}
          onValueChange={(style) => setLayoutConfig({ toolbar: { style } })}
        />
      );
    case 'footer.display':
      return (
        <ShellSwitch
          label={t('settings.footerDisplay')}
          checked={config.footer.display}
          onCheckedChange={(display) => setLayoutConfig({ footer: { display } })}
        />
      );
    case 'footer.position':
      return (
        <ShellRadioGroup
          legend={t('settings.footerPosition')}
          value={config.footer.position}
          options={[
            { value: 'above', label: t('settings.above') },
            { value: 'below', label: t('settings.below') },
          ]}
          onValueChange={(position) => setLayoutConfig({ footer: { position } })}
        />
      );
    case 'footer.style':
      return (
        <ShellRadioGroup
          legend={t('settings.footerStyle')}
          value={config.footer.style}
          options={[
            { value: 'fixed', label: t('settings.fixed') },
            { value: 'static', label: t('settings.static') },
          ]}
          onValueChange={(style) => setLayoutConfig({ footer: { style } })}
        />
      );
    case 'leftSidePanel.display':
      return (
        <ShellSwitch
          label={t('settings.leftSidePanel')}
          checked={config.leftSidePanel.display}
          onCheckedChange={(display) => setLayoutConfig({ leftSidePanel: { display } })}
        />
      );
    case 'rightSidePanel.display':
      return (
        <ShellSwitch
          label={t('settings.rightSidePanel')}
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
  const t = useT();
  const { settings } = useSnapshot(settingsStore);
  const locale = useLocale();
  const style = settings.layout.style;
  return (
    <div className={css.body}>
      <section className={css.section} aria-labelledby="settings-language">
        <h3 id="settings-language" className={css.heading}>
          {t('language.label')}
        </h3>
        <ShellSelect
          label={t('language.label')}
          value={locale}
          options={languageChoices().map((info) => ({ value: info.code, label: info.name }))}
          onValueChange={setLanguage}
        />
        <ShellRadioGroup
          legend={t('settings.direction')}
          value={settings.direction ?? 'auto'}
          options={textDirections.map((value) => ({ value, label: t(`settings.direction.${value}`) }))}
          onValueChange={setTextDirection}
        />
      </section>
      <section className={css.section} aria-labelledby="settings-layout">
        <h3 id="settings-layout" className={css.heading}>
          {t('settings.layout')}
        </h3>
        <ShellRadioGroup
          legend={t('settings.style')}
          value={style}
          options={layoutStyles.map((value) => ({
            value,
            label: t('settings.layoutN', { n: styleNumbers[value] }),
          }))}
          onValueChange={setLayoutStyle}
        />
        {layoutOptions[style].map((option) => (
          <OptionControl key={option} option={option} config={settings.layout.config as LayoutConfig} />
        ))}
      </section>
      <section className={css.section} aria-labelledby="settings-themes">
        <h3 id="settings-themes" className={css.heading}>
          {t('settings.themes')}
        </h3>
        {themeRegions.map((region) => (
          <ShellSelect
            key={region}
            label={t('settings.regionTheme', { region })}
            value={settings.theme[region]}
            options={shellThemeNames.map((value) => ({ value, label: t(`settings.theme.${value}`) }))}
            onValueChange={(theme) => setRegionTheme(region, theme)}
          />
        ))}
        <ShellSwitch
          label={t('settings.customScrollbars')}
          checked={settings.customScrollbars}
          onCheckedChange={setCustomScrollbars}
        />
      </section>
    </div>
  );
}

/** The theme-settings drawer (the kit's): 380 px wide, at most 90% of the viewport. */
export function SettingsPanel() {
  const t = useT();
  const { panelOpen } = useSnapshot(settingsStore);
  const returnFocus = useReturnFocus();
  return (
    <Drawer open={panelOpen} onOpenChange={(open) => (open ? undefined : closeSettingsPanel())}>
      <DrawerContent
        {...returnFocus}
        side="end"
        width={shellSizes.settingsDialogWidth}
        title={t('settings.title')}
        description={null}
        closeLabel={t('settings.close')}
      >
        <SettingsForm />
      </DrawerContent>
    </Drawer>
  );
}
