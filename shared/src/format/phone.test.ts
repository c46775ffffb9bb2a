import { chatLink, toChatNumber } from './phone';

describe('toChatNumber', () => {
  it('removes plus signs, hyphens and spaces', () => {
    expect(toChatNumber('+54 9 11-2233-4455')).toBe('5491122334455');
  });

  it('keeps other characters as they are', () => {
    expect(toChatNumber('(011) 4444')).toBe('(011)4444');
  });
});

describe('chatLink', () => {
  it('links to a WhatsApp chat with the cleaned number', () => {
    expect(chatLink('+54 9 11-2233-4455')).toBe('https://wa.me/5491122334455');
  });

  it.each([null, undefined, '', ' + - '])('gives no link when there is no number (%p)', (phone) => {
    expect(chatLink(phone)).toBeNull();
  });
});
