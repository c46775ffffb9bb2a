import type { Mail } from '../../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The invitation of a new simulator user: a one-time link to set its password. */
export function invitationMail(to: string, firstName: string, link: string): Mail {
  const lines = [
    `Hola ${firstName}:`,
    'Se creó su usuario simulador en el Portal de Productores.',
    `Su usuario es ${to}. Defina su contraseña con el siguiente enlace.`,
  ];
  return {
    to,
    subject: 'Portal de Productores: alta de usuario simulador',
    text: [...lines, `Definir contraseña: ${link}`, '', 'Portal de Productores'].join('\n'),
    html: [
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p><a href="${escapeHtml(link)}">Definir contraseña</a></p>`,
      '<p>Portal de Productores</p>',
    ].join('\n'),
  };
}
