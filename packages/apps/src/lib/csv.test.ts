import { expect, test } from 'vitest';
import { csvField, toCsv } from './csv';

test('fields are quoted only when they must be, quotes doubled', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a, b')).toBe('"a, b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(3)).toBe('3');
  expect(csvField(null)).toBe('');
});

test('a text a spreadsheet would run as a formula stays text', () => {
  expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  expect(csvField('+1 more')).toBe("'+1 more");
  expect(csvField('-5 dots')).toBe("'-5 dots");
  expect(csvField('@team')).toBe("'@team");
});

test('rows end with CRLF after a byte order mark', () => {
  expect(
    toCsv([
      ['a', 'b'],
      ['c', null],
    ]),
  ).toBe('\uFEFFa,b\r\nc,\r\n');
});
