/** Texts of the simulator users' calls (002 §8 'Simulator user'). */
export const simulatorUserMessages = {
  duplicateEmail: 'Ya existe un usuario con el e-mail ingresado.',
  notASimulator: 'El usuario no es un usuario simulador.',
} as const;
