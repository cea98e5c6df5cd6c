import { validateContact } from './validate-contact';

describe('validateContact', () => {
  it('accepts a filled form and names each field at fault otherwise', () => {
    expect(validateContact({ name: 'Ann', email: 'ann@example.org', message: 'Hi' })).toEqual({});
    expect(validateContact({ name: ' ', email: 'ann@', message: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
    });
    expect(validateContact({ name: 'Ann', email: 'ann@example.org', message: 'x'.repeat(5001) }).message).toBe('messageTooLong');
  });
});
