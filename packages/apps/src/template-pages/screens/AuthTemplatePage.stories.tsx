import { setUser, type User } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import { authPageNames, templatePaths } from '../index';
import AuthTemplatePage from './AuthTemplatePage';

const user: User = {
  uid: 'story-staff',
  from: 'api',
  role: ['staff'],
  data: {
    displayName: 'Ada Lovelace',
    email: 'ada@chorus.example',
    photoURL: '',
    shortcuts: [],
    userType: 2,
  },
};

const meta = {
  title: 'Apps/Template pages/Auth',
  component: AuthTemplatePage,
  parameters: { layout: 'fullscreen', route: templatePaths.auth('login') },
  beforeEach: () => setUser(user),
  decorators: [
    withAppProviders({ path: authPageNames.map(templatePaths.auth), route: templatePaths.auth('login') }),
  ],
} satisfies Meta<typeof AuthTemplatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const notSent = 'This is a template page: nothing was sent.';
const splitMessage = 'Better virtual meetings. Hear every voice.';
const on = (name: Parameters<typeof templatePaths.auth>[0]) => ({ route: templatePaths.auth(name) });

/** The real login form in the centred card; its links stay in the card family; a submit says nothing was sent. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login to your account' }),
    ).toBeVisible();
    await expect(canvas.queryByText(splitMessage)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/auth/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/pages/auth/forgot-password',
    );
    const submit = canvas.getByRole('button', { name: 'Login' });
    await expect(submit).toBeDisabled();
    // The login form's own validation.
    await userEvent.type(canvas.getByLabelText('Email'), 'a@b.c');
    await expect(await canvas.findByText('Min character length is 6')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'om');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(submit);
    await expect(await within(document.body).findByText(notSent, {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** The same form in the split screen, the product's message beside it; its links stay in the split family. */
export const Login2: Story = {
  parameters: on('login-2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login to your account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'About Chorus' })).toHaveTextContent(splitMessage);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/auth/register-2',
    );
  },
};

export const LoginDark: Story = { ...Login2, globals: { theme: 'defaultDark' } };

export const Register: Story = {
  parameters: on('register'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Register form' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/pages/auth/login');
  },
};

export const Register2: Story = {
  parameters: on('register-2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Register form' })).toBeVisible();
    await expect(canvas.getByText(splitMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/pages/auth/login-2');
  },
};

/** Sending goes on to the mail confirmation, which shows the address the mail would have gone to. */
export const ForgotPassword: Story = {
  parameters: on('forgot-password'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recover your password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-address');
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'grace@chorus.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('heading', { name: 'Confirm your email address!' })).toBeVisible();
    await expect(canvas.getByText('grace@chorus.example')).toBeVisible();
    await expect(within(document.body).getByText(notSent)).toBeVisible();
  },
};

export const ForgotPassword2: Story = {
  parameters: on('forgot-password-2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recover your password' })).toBeVisible();
    await expect(canvas.getByText(splitMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to login' })).toHaveAttribute(
      'href',
      '/pages/auth/login-2',
    );
  },
};

/** The two passwords must match: 'Passwords do not match' until they do, the button disabled until then. */
export const ResetPasswordMismatch: Story = {
  parameters: on('reset-password'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Reset my password' });
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-1');
    await userEvent.type(canvas.getByLabelText('Password (Confirm)'), 'secret-2');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText('Password (Confirm)')).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Password (Confirm)'));
    await userEvent.type(canvas.getByLabelText('Password (Confirm)'), 'secret-1');
    await waitFor(() => expect(canvas.queryByText('Passwords do not match')).toBeNull());
    await userEvent.click(submit);
    await expect(await within(document.body).findByText(notSent, {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const ResetPassword2: Story = {
  parameters: on('reset-password-2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Reset password form' })).toBeVisible();
    await expect(canvas.getByText(splitMessage)).toBeVisible();
  },
};

/** Without an address in the link: the signed-in user's. */
export const MailConfirm: Story = {
  parameters: on('mail-confirm'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirm your email address!' })).toBeVisible();
    await expect(canvas.getByText(/A confirmation e-mail was sent to/)).toHaveTextContent(user.data.email);
  },
};

/** The signed-in user's avatar and name, and the login form's password rule. */
export const Lock: Story = {
  parameters: on('lock'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your session is locked' })).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeNull();
    const submit = canvas.getByRole('button', { name: 'Unlock' });
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await expect(await canvas.findByText('Min character length is 4')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Password'), 'd');
    await userEvent.click(submit);
    await expect(await within(document.body).findByText(notSent, {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const LockDark: Story = { ...Lock, globals: { theme: 'defaultDark' } };

/** At 360 px the split screen stacks: the form, then the message; nothing scrolls sideways. */
export const SplitSmallScreen: Story = {
  parameters: on('register-2'),
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Register form' })).toBeVisible();
    const frame = canvas.getByRole('form', { name: 'Register form' }).closest('div[style*="max-width"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** In Arabic, right to left: the split screen's message on the other side, the texts from the catalogues. */
export const SplitArabic: Story = {
  parameters: on('login-2'),
  globals: { locale: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('اجتماعات افتراضية أفضل. اسمع كل صوت.');
    const form = canvas.getByRole('heading', { level: 1 });
    // Wide enough for two columns? Else stacked: either way nothing scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(message).toBeVisible();
    await expect(form).toBeVisible();
  },
};
