import { EmailSchema, SignupRequestSchema } from '@chorus/mock-handlers/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../i18n';
import { toPhoneInput, validateEmail, validateLogin, validateRegister } from './validation';

// The messages are the catalogue's, in the active language (English here).
beforeAll(() => messages.load('en'));

const requiredMessage = 'This field is required';

const register = {
  fullName: 'Ada Lovelace',
  email: 'ada@chorus.dev',
  phoneNumber: '5551234',
  password: 'secret1',
  'password-confirm': 'secret1',
  organization: 'Chorus',
  host: false,
};

describe('login validation (§5)', () => {
  it('requires a username of at least 6 and a password of at least 4 characters', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: requiredMessage,
      password: requiredMessage,
    });
    expect(validateLogin({ username: 'a@b.c', password: 'abc' })).toEqual({
      username: 'Min character length is 6',
      password: 'Min character length is 4',
    });
    expect(validateLogin({ username: 'a@b.co', password: 'abcd' })).toEqual({});
  });
});

describe('register validation (§5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(register)).toEqual({});
  });

  it('gives every message of the specification', () => {
    expect(
      validateRegister({
        ...register,
        fullName: 'Ada',
        email: 'ada@',
        password: 'abc',
        'password-confirm': 'abd',
      }),
    ).toEqual({
      fullName: 'Min character length is 4',
      email: 'Please enter a valid email',
      password: 'Min character length is 6',
      'password-confirm': 'Passwords do not match',
    });
  });

  it('requires the phone number and the organization', () => {
    expect(validateRegister({ ...register, phoneNumber: '', organization: ' ' })).toEqual({
      phoneNumber: requiredMessage,
      organization: requiredMessage,
    });
  });
});

describe('the register form and the API agree (issue 15)', () => {
  it('accepts a name or an e-mail exactly when the contract does', () => {
    const names = [
      'Ada Lovelace',
      'Abcd',
      'Abc',
      '\u200b\u200b\u200b\u200b',
      '\u200bAbc\u2060 ',
      ' \u00a0Abcd\u200b',
      '😀😀😀😀',
      '😀😀😀',
      'é́é́',
      'Ada\uD800',
    ];
    for (const fullName of names) {
      const form = validateRegister({ ...register, fullName }).fullName === undefined;
      const api = SignupRequestSchema.shape.fullName.safeParse(fullName).success;
      expect(form, JSON.stringify(fullName)).toBe(api);
    }
    const emails = [
      'ada@chorus.dev',
      ' ada@chorus.dev ',
      'ada@chorus',
      'a@b.c',
      'x@y.co',
      'ada..x@chorus.dev',
      '.ada@chorus.dev',
      'ada@-chorus.dev',
      'ada lovelace@chorus.dev',
      'ada@chorus.dev.',
      "o'brien+tag@chorus.dev",
    ];
    for (const email of emails) {
      const form = validateRegister({ ...register, email }).email === undefined;
      expect(form, email).toBe(EmailSchema.safeParse(email).success);
    }
  });
});

describe('forgot-password validation', () => {
  it('needs a valid e-mail', () => {
    expect(validateEmail({ email: 'x' })).toEqual({ email: 'Please enter a valid email' });
    expect(validateEmail({ email: 'x@y.io' })).toEqual({});
  });
});

describe('phone input', () => {
  it('keeps digits and a leading plus only', () => {
    expect(toPhoneInput('+1 (555) 12-ab34')).toBe('+15551234');
    expect(toPhoneInput('abc')).toBe('');
  });
});
