import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { ShellLayout } from '../layouts/ShellLayout';
import { Button, Heading, Text } from '@chorus/ui';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { PageBlank, PageCarded, PageSimple } from './PageLayouts';

function Folders() {
  return (
    <nav aria-label="Folders" style={{ padding: 16 }}>
      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
        <li>Inbox</li>
        <li>Sent</li>
        <li>Drafts</li>
      </ul>
    </nav>
  );
}

function Header({ title, onMenu }: { title: string; onMenu?: () => void }) {
  return (
    <>
      {onMenu ? (
        <Button variant="outline" tone="neutral" onClick={onMenu}>
          Folders
        </Button>
      ) : null}
      <Heading level={1} size="xl">
        {title}
      </Heading>
    </>
  );
}

const body = <Text as="p">Better virtual meetings. Hear every voice.</Text>;

const meta = {
  title: 'Shell/PageLayouts',
  component: ShellLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof ShellLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carded: Story = {
  args: {
    children: (
      <PageCarded
        header={<Header title="Mail" />}
        contentToolbar={<strong>Inbox</strong>}
        content={body}
        leftSidebar={{ content: <Folders />, label: 'Mail folders' }}
      />
    ),
  },
};

export const Simple: Story = {
  args: {
    children: (
      <PageSimple
        header={<Header title="Contacts" />}
        content={body}
        leftSidebar={{ content: <Folders />, label: 'Contact groups' }}
        rightSidebar={{ content: <div style={{ padding: 16 }}>Details</div>, label: 'Contact details' }}
      />
    ),
  },
};

export const Blank: Story = {
  args: { children: <PageBlank content={<div style={{ padding: 24 }}>{body}</div>} /> },
};

function MobileSimple() {
  const [open, setOpen] = useState(false);
  return (
    <PageSimple
      header={<Header title="Contacts" onMenu={() => setOpen(true)} />}
      content={body}
      leftSidebar={{ content: <Folders />, label: 'Contact groups', open, onClose: () => setOpen(false) }}
    />
  );
}

/** On small screens the sidebars are drawers. */
export const SidebarAsDrawer: Story = {
  parameters: { shell: { screen: 'mobile' } },
  args: { children: <MobileSimple /> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('complementary', { name: 'Contact groups' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Folders' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact groups' });
    await expect(drawer).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact groups' })).toBeNull());
  },
};
