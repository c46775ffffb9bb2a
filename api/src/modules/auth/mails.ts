import type { Mail } from '../../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, lines: string[], link?: { href: string; label: string }): Mail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), '', 'Portal de Productores'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>Portal de Productores</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmationMail(to: string, code: string, pageUrl: string): Mail {
  return mail(
    to,
    'Portal de Productores: código de confirmación',
    [
      'Gracias por registrarse en el Portal de Productores.',
      `Su código de confirmación es: ${code}`,
      'Ingréselo en la pantalla de validación para activar su cuenta.',
    ],
    { href: pageUrl, label: 'Validar mi cuenta' },
  );
}

export function resetMail(to: string, link: string): Mail {
  return mail(
    to,
    'Portal de Productores: restablecer contraseña',
    ['Recibimos un pedido para restablecer su contraseña.', 'Si no lo pidió, ignore este mensaje.'],
    { href: link, label: 'Restablecer contraseña' },
  );
}

export function emailChangeMail(to: string, code: string, pageUrl: string): Mail {
  return mail(
    to,
    'Portal de Productores: confirme su nuevo e-mail',
    ['Se pidió usar esta dirección en el Portal de Productores.', `Su código de confirmación es: ${code}`],
    { href: pageUrl, label: 'Confirmar e-mail' },
  );
}

export function delegateMail(to: string, producerName: string, link: string): Mail {
  return mail(
    to,
    'Portal de Productores: alta de subusuario',
    [
      `${producerName} lo dio de alta como subusuario en el Portal de Productores.`,
      'Defina su contraseña con el siguiente enlace.',
    ],
    { href: link, label: 'Definir contraseña' },
  );
}
