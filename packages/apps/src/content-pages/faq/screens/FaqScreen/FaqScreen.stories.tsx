import { faqPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../../lib/storybook';
import { signInForStory } from '../../../../lib/storyAuth';
import { faqApi } from '../../faq.api';
import FaqScreen from './FaqScreen';

const meta = {
  title: 'Apps/Content pages/FaqScreen',
  component: FaqScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/pages/faq', route: '/pages/faq' })],
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const questions = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faqs = await faqApi.list();
    await waitFor(() => expect(questions(canvasElement)).toEqual(faqs.map((faq) => faq.question)), {
      timeout: 15_000,
    });
    await expect(canvas.getByTestId('faq-count')).toHaveTextContent(`${faqs.length} questions`);
    const first = faqs[0];
    await userEvent.click(canvas.getByRole('button', { name: first?.question }));
    await expect(await canvas.findByText(first?.answer ?? '')).toBeVisible();
  },
};

/** Typing filters the questions (question or answer) at once, and marks the matches. */
export const SearchFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faqs = await faqApi.list();
    await waitFor(() => expect(questions(canvasElement)).toHaveLength(faqs.length), { timeout: 15_000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'demo');
    const expected = faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes('demo'));
    await waitFor(() => expect(questions(canvasElement)).toEqual(expected.map((faq) => faq.question)));
    await expect(canvas.getByTestId('faq-count')).toHaveTextContent(`${expected.length} matching questions`);
    const marks = [...canvasElement.querySelectorAll('h2 mark')].map((mark) =>
      mark.textContent?.toLowerCase(),
    );
    await expect(marks).toContain('demo');
    await expect(new Set(marks)).toEqual(new Set(['demo']));
  },
};

/** A search nothing matches: "No matching question", and the way back to every question. */
export const NoMatchingQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faqs = await faqApi.list();
    await waitFor(() => expect(questions(canvasElement)).toHaveLength(faqs.length), { timeout: 15_000 });
    const field = canvas.getByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(field, 'xylophone');
    await expect(await canvas.findByRole('heading', { name: 'No matching question' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(questions(canvasElement)).toHaveLength(faqs.length));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(faqPaths.faq)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No questions yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(faqPaths.faq)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the questions…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(faqPaths.faq, 'The help centre is down')),
    i18n: { apiText: ['The help centre is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the questions: The help centre is down');
  },
};

export const Dark: Story = { ...SearchFilters, globals: { theme: 'defaultDark' } };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('heading', { level: 2 }, { timeout: 15_000 });
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'ابحث في الأسئلة' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
