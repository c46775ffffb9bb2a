/** A small sample of es-AR names and places, enough for realistic-looking seed data. */

export const maleNames = [
  'Juan', 'Martín', 'Diego', 'Pablo', 'Sebastián', 'Nicolás', 'Alejandro', 'Gustavo', 'Marcelo', 'Fernando',
  'Carlos', 'Jorge', 'Luis', 'Ricardo', 'Hernán', 'Facundo', 'Matías', 'Santiago', 'Gonzalo', 'Federico',
  'Leandro', 'Ezequiel', 'Mariano', 'Claudio', 'Roberto', 'Daniel', 'Andrés', 'Tomás', 'Lucas', 'Ignacio',
] as const;

export const femaleNames = [
  'María', 'Laura', 'Silvina', 'Valeria', 'Carolina', 'Gabriela', 'Florencia', 'Natalia', 'Paula', 'Lucía',
  'Sofía', 'Romina', 'Verónica', 'Andrea', 'Mariana', 'Claudia', 'Patricia', 'Cecilia', 'Julieta', 'Agustina',
  'Camila', 'Daniela', 'Lorena', 'Soledad', 'Marcela', 'Victoria', 'Noelia', 'Graciela', 'Analía', 'Vanesa',
] as const;

export const lastNames = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina',
  'Suárez', 'Herrera', 'Aguirre', 'Pereyra', 'Gutiérrez', 'Giménez', 'Molina', 'Silva', 'Castro', 'Rojas',
  'Ortiz', 'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno',
  'Peralta', 'Vega', 'Carrizo', 'Quiroga', 'Castillo', 'Ledesma', 'Muñoz', 'Ojeda', 'Ponce', 'Vera',
  'Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ferrari',
] as const;

export const streets = [
  'Av. Corrientes', 'Av. Santa Fe', 'Av. Rivadavia', 'San Martín', 'Belgrano', 'Sarmiento', 'Mitre', 'Moreno',
  '9 de Julio', '25 de Mayo', 'Av. Colón', 'Bv. Oroño', 'Hipólito Yrigoyen', 'Alem', 'Lavalle', 'Tucumán',
  'Entre Ríos', 'Pellegrini', 'Urquiza', 'Independencia', 'Italia', 'España', 'Laprida', 'Güemes', 'Las Heras',
  'Dorrego', 'Alsina', 'Maipú', 'Rioja', 'Catamarca',
] as const;

export interface Locality {
  city: string;
  province: string;
  postalCode: string;
  /** Phone area code: with the local number it always makes 10 digits. */
  areaCode: string;
}

export const localities: readonly Locality[] = [
  { city: 'Ciudad Autónoma de Buenos Aires', province: 'Ciudad Autónoma de Buenos Aires', postalCode: '1406', areaCode: '11' },
  { city: 'La Plata', province: 'Buenos Aires', postalCode: '1900', areaCode: '221' },
  { city: 'Mar del Plata', province: 'Buenos Aires', postalCode: '7600', areaCode: '223' },
  { city: 'Bahía Blanca', province: 'Buenos Aires', postalCode: '8000', areaCode: '291' },
  { city: 'Quilmes', province: 'Buenos Aires', postalCode: '1878', areaCode: '11' },
  { city: 'San Isidro', province: 'Buenos Aires', postalCode: '1642', areaCode: '11' },
  { city: 'Morón', province: 'Buenos Aires', postalCode: '1708', areaCode: '11' },
  { city: 'Córdoba', province: 'Córdoba', postalCode: '5000', areaCode: '351' },
  { city: 'Villa María', province: 'Córdoba', postalCode: '5900', areaCode: '353' },
  { city: 'Río Cuarto', province: 'Córdoba', postalCode: '5800', areaCode: '358' },
  { city: 'Rosario', province: 'Santa Fe', postalCode: '2000', areaCode: '341' },
  { city: 'Santa Fe', province: 'Santa Fe', postalCode: '3000', areaCode: '342' },
  { city: 'Mendoza', province: 'Mendoza', postalCode: '5500', areaCode: '261' },
  { city: 'San Rafael', province: 'Mendoza', postalCode: '5600', areaCode: '260' },
  { city: 'San Miguel de Tucumán', province: 'Tucumán', postalCode: '4000', areaCode: '381' },
  { city: 'Salta', province: 'Salta', postalCode: '4400', areaCode: '387' },
  { city: 'San Salvador de Jujuy', province: 'Jujuy', postalCode: '4600', areaCode: '388' },
  { city: 'Neuquén', province: 'Neuquén', postalCode: '8300', areaCode: '299' },
  { city: 'San Carlos de Bariloche', province: 'Río Negro', postalCode: '8400', areaCode: '294' },
  { city: 'Paraná', province: 'Entre Ríos', postalCode: '3100', areaCode: '343' },
  { city: 'Corrientes', province: 'Corrientes', postalCode: '3400', areaCode: '379' },
  { city: 'Posadas', province: 'Misiones', postalCode: '3300', areaCode: '376' },
  { city: 'Resistencia', province: 'Chaco', postalCode: '3500', areaCode: '362' },
  { city: 'Santa Rosa', province: 'La Pampa', postalCode: '6300', areaCode: '2954' },
  { city: 'San Juan', province: 'San Juan', postalCode: '5400', areaCode: '264' },
  { city: 'Comodoro Rivadavia', province: 'Chubut', postalCode: '9000', areaCode: '297' },
  { city: 'Ushuaia', province: 'Tierra del Fuego', postalCode: '9410', areaCode: '2901' },
];

export const emailDomains = ['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com', 'fibertel.com.ar'] as const;
