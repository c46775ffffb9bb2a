import { normalizeCuit } from '@portal/shared';

/** The producer's data as the register and profile forms give them. */
export interface ProducerData {
  name: string;
  lastName: string;
  cuit: string;
  email: string;
  phone: string;
  phoneCompany: number;
}

/** The producer's data as the api's register and profile calls take them (000 §3): names upper-cased, CUIT without dashes. */
export function producerDataBody(p: ProducerData) {
  return {
    Name: p.name.trim().toUpperCase(),
    LastName: p.lastName.trim().toUpperCase(),
    CUIT: normalizeCuit(p.cuit),
    Email: p.email.trim(),
    Telephone: p.phone,
    TelephoneCompany: p.phoneCompany,
  };
}
