import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import ar from './i18n/ar';
import en from './i18n/en';
import es from './i18n/es';
import { agendaWordKeys, columnWordKey, type TemplateKey } from './TemplatePicker';

/** The built-in templates' phases, in every language the app speaks; in English, the API's own words. */
describe("the built-in templates' titles and prompts", () => {
  const entries = Object.entries(MEETING_TEMPLATES) as [
    TemplateKey,
    (typeof MEETING_TEMPLATES)[TemplateKey],
  ][];

  test('in English, each phase reads as the API’s template does', () => {
    for (const [key, template] of entries)
      template.phases.forEach((phase, index) => {
        const [title, prompt] = agendaWordKeys(key, index);
        expect([en[title as keyof typeof en], en[prompt as keyof typeof en]], `${key} ${index}`).toEqual([
          phase.title,
          phase.prompt,
        ]);
        (phase.columns ?? []).forEach((name, column) => {
          expect(en[columnWordKey(key, index, column) as keyof typeof en]).toBe(name);
        });
      });
  });

  test('in Spanish and Arabic, each phase has its own words', () => {
    for (const [language, catalogue] of [
      ['es', es],
      ['ar', ar],
    ] as const)
      for (const [key, template] of entries)
        template.phases.forEach((phase, index) => {
          for (const word of agendaWordKeys(key, index)) {
            const text = (catalogue as Record<string, string>)[word];
            expect(text, `${language} ${word}`).toBeTruthy();
            expect(text, `${language} ${word}`).not.toBe(en[word as keyof typeof en]);
          }
          for (const column of (phase.columns ?? []).keys()) {
            const word = columnWordKey(key, index, column);
            expect((catalogue as Record<string, string>)[word], `${language} ${word}`).toBeTruthy();
          }
        });
  });
});
