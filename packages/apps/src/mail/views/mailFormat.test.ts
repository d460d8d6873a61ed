import { describe, expect, test } from 'vitest';
import { mailText, splitAddresses } from './mailFormat';

describe('splitAddresses', () => {
  test('splits at commas and semicolons and drops empty parts', () => {
    expect(splitAddresses(' ana@example.com, bo@example.com;;  cy@example.com ,')).toEqual([
      'ana@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
    expect(splitAddresses('   ')).toEqual([]);
  });
});

describe('mailText', () => {
  test('turns paragraphs and line breaks back into text and decodes entities', () => {
    expect(mailText('<p>Hi &#60;b&#62; &amp; you<br>line two</p><p>Next &#x263A;</p>')).toBe(
      'Hi <b> & you\nline two\n\nNext ☺',
    );
  });

  test('drops scripts and other markup instead of keeping their text', () => {
    expect(mailText('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><p>Bye</p>')).toBe(
      'Hi\n\nBye',
    );
  });
});
