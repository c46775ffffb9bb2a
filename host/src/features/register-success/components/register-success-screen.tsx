import { PublicCard } from '../../../components/public-card';
import { SignInForm } from '../../../components/sign-in-form';
import { hostMessages } from '../../../messages';

const t = hostMessages.registerSuccess;

/** /register-success (000 §2.1): the account is confirmed; signing in here goes to the user's landing page. */
export default function RegisterSuccessScreen() {
  return (
    <PublicCard title={t.title} intro={t.intro}>
      <SignInForm kind="producer" />
    </PublicCard>
  );
}
