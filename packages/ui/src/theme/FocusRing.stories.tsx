/**
 * The kit's one focus ring (WCAG 2.2 Focus Appearance): every focusable control shows, on keyboard focus, a
 * solid ring at least 2 px thick whose colour has 3:1 contrast against what is on both sides of it, in the
 * light and the dark themes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/DropdownMenu';
import { Select } from '../components/Select';
import { Switch } from '../components/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/Tabs';
import { TextField } from '../components/TextField';
import { contrastRatio } from './contrast';

function Controls() {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxInlineSize: 420 }}>
      <a href="#ring">Read the agenda</a>
      <Button>Save</Button>
      <Button variant="soft">Cancel</Button>
      <TextField label="Name" />
      <Select label="Room" options={[{ value: 'blue', label: 'Blue room' }]} />
      <Switch label="Dark mode" />
      <Checkbox label="Remember me" />
      <Tabs defaultValue="agenda">
        <TabsList aria-label="Meeting">
          <TabsTrigger value="agenda">Agenda</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="agenda">The agenda</TabsContent>
        <TabsContent value="notes">The notes</TabsContent>
      </Tabs>
      <DropdownMenu>
        <DropdownMenuTrigger>
          <Button variant="outline">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Rename</DropdownMenuItem>
          <DropdownMenuItem>Archive</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** `rgb(r, g, b)` → `#rrggbb`. */
function hex(colour: string): string {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The first opaque background at or above an element. */
function backgroundOf(element: Element | null): string {
  for (let at = element; at; at = at.parentElement) {
    const bg = getComputedStyle(at).backgroundColor;
    if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return hex(bg);
  }
  return '#ffffff';
}

/** The element that draws the ring of the focused control: itself, or the field box around its input. */
function ringOf(focused: Element): HTMLElement {
  for (let at: Element | null = focused, depth = 0; at && depth < 3; at = at.parentElement, depth++) {
    if (getComputedStyle(at).outlineStyle !== 'none') return at as HTMLElement;
  }
  return focused as HTMLElement;
}

async function expectRing(name: string) {
  const focused = document.activeElement;
  if (!focused || focused === document.body) throw new Error(`nothing has focus (expected ${name})`);
  const ring = ringOf(focused);
  const style = getComputedStyle(ring);
  await expect(style.outlineStyle, `${name}: ring style`).toBe('solid');
  await expect(Number.parseFloat(style.outlineWidth), `${name}: ring width`).toBeGreaterThanOrEqual(2);
  const colour = hex(style.outlineColor);
  const offset = Number.parseFloat(style.outlineOffset);
  // Outside the control the ring meets the surface around it; inside, the gap (the same surface) or, for an
  // inset ring, the control's own background.
  const outside = backgroundOf(ring.parentElement);
  const inside = offset < 0 ? backgroundOf(ring) : outside;
  await expect(contrastRatio(colour, outside), `${name}: ring against its outside`).toBeGreaterThanOrEqual(3);
  await expect(contrastRatio(colour, inside), `${name}: ring against its inside`).toBeGreaterThanOrEqual(3);
}

const meta = {
  title: 'UI/Focus ring',
  component: Controls,
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const names = [
      'link',
      'button',
      'soft button',
      'text field',
      'select',
      'switch',
      'checkbox',
      'tab',
      'tab panel',
      'menu button',
    ];
    for (const name of names) {
      await userEvent.tab();
      await expectRing(name);
    }
    await userEvent.keyboard('{Enter}');
    const item = await within(document.body).findByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(item).toHaveFocus());
    await expectRing('menu item');
    await userEvent.keyboard('{Escape}');
  },
} satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
