import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ShellLayout } from '../layouts/ShellLayout';
import { layoutDefaults } from './layoutDefaults';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { getLocale } from '@chorus/ui';
import { applyDocumentLocale, syncLocale } from '../wiring/localeSync';
import { showMessage } from '../message/message.store';
import {
  configureSettingsPersistence,
  openSettingsPanel,
  resetSettingsStore,
  SETTINGS_SAVE_DELAY_MS,
  settingsStore,
} from './settings.store';

const meta = {
  title: 'Shell/SettingsPanel',
  component: ShellLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => {
    prepareShell();
    openSettingsPanel();
  },
  args: { children: <DemoContent /> },
} satisfies Meta<typeof ShellLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer, once its lazily loaded panel has mounted. */
function dialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Theme settings' });
}

/** The theme-settings dialog over the live layout: 380 px wide (at most 90% of the viewport). */
export const Open: Story = {
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('heading', { name: 'Theme settings' })).toBeVisible();
    // To the layout's precision (90% of an odd viewport is a fraction of a pixel).
    await waitFor(() =>
      expect(panel.getBoundingClientRect().width).toBeCloseTo(Math.min(380, window.innerWidth * 0.9), 0),
    );
  },
};

/** Choosing another style changes the layout live and resets the config to that style's defaults. */
export const ChangeLayoutLive: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('radio', { name: 'Boxed' }));
    await expect(settingsStore.settings.layout.config.mode).toBe('boxed');
    await userEvent.click(d.getByRole('radio', { name: 'Layout 3' }));
    await expect(settingsStore.settings.layout).toEqual({ style: 'layout3', config: layoutDefaults.layout3 });
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="layout3"]')).not.toBeNull());
    await expect(d.getByRole('radio', { name: 'Full width' })).toBeChecked();
    await userEvent.click(d.getByRole('radio', { name: 'Layout 2' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="layout2"]')).not.toBeNull());
  },
};

/** A theme per region, applied live; the main theme goes on <html> so portals follow it. */
export const ChangeThemes: Story = {
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Main theme' }), 'defaultDark');
    await expect(settingsStore.settings.theme.main).toBe('defaultDark');
    await userEvent.click(d.getByRole('switch', { name: 'Navbar folded' }));
    await expect(settingsStore.settings.layout.config.navbar.folded).toBe(true);
    await userEvent.click(d.getByRole('button', { name: 'Close theme settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Theme settings' })).toBeNull());
  },
};

/**
 * A signed-in user's run of changes is saved once, after the changes stop (debounced), so one
 * 'User data saved with api' pops, not one per click over the navigation.
 */
export const SavesOnceAfterChangesStop: Story = {
  beforeEach: () => {
    const saves: unknown[] = [];
    configureSettingsPersistence({
      save: (settings) => {
        saves.push(settings);
        showMessage({ message: 'User data saved with api', variant: 'success' });
      },
    });
    (window as unknown as { __settingsSaves: unknown[] }).__settingsSaves = saves;
  },
  play: async ({ userEvent }) => {
    const saves = (window as unknown as { __settingsSaves: unknown[] }).__settingsSaves;
    const d = within(await dialog());
    await userEvent.click(d.getByRole('radio', { name: 'Boxed' }));
    await userEvent.click(d.getByRole('radio', { name: 'Container' }));
    await userEvent.click(d.getByRole('switch', { name: 'Navbar folded' }));
    await expect(saves).toHaveLength(0);
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: SETTINGS_SAVE_DELAY_MS * 4 });
    await expect(saves[0]).toMatchObject({
      layout: { config: { mode: 'container', navbar: { folded: true } } },
    });
    await expect(await screen.findAllByText('User data saved with api')).toHaveLength(1);
  },
};

/** The direction: the language's by default, or forced left to right / right to left from the panel. */
export const ChooseDirection: Story = {
  beforeEach: () => {
    const stop = syncLocale();
    return () => {
      stop();
      resetSettingsStore();
      applyDocumentLocale(getLocale());
    };
  },
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    const html = document.documentElement;
    await expect(d.getByRole('radio', { name: 'As the language' })).toBeChecked();
    await expect(html.dir).toBe('ltr');
    await userEvent.click(d.getByRole('radio', { name: 'Right to left' }));
    await waitFor(() => expect(html.dir).toBe('rtl'));
    await expect(settingsStore.settings.direction).toBe('rtl');
    await userEvent.click(d.getByRole('radio', { name: 'As the language' }));
    await waitFor(() => expect(html.dir).toBe('ltr'));
  },
};
