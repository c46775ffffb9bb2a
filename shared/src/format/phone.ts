/** The number a chat link needs: the phone without plus signs, hyphens or spaces (000 §2.7). */
export function toChatNumber(phone: string): string {
  return phone.replace(/[+\-\s]/g, '');
}

/** WhatsApp link for the account manager's phone; null when there is no number to link to. */
export function chatLink(phone: string | null | undefined): string | null {
  const number = phone ? toChatNumber(phone) : '';
  return number ? `https://wa.me/${number}` : null;
}
