import { DeudoresScreen } from './deudores-screen';

/** /deudores, Deudores por premio (001 §2). */
export default function DeudoresPage() {
  return <DeudoresScreen />;
}
