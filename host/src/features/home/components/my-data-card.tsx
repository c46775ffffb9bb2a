import { Card, CardContent, Typography } from '@mui/material';
import { effectiveUserId, formatCuit, isGestor, messages, USER_TYPE, useSessionStore } from '@portal/shared';
import { hostMessages } from '../../../messages';
import { useProducer } from '../api/get-producer';

const t = hostMessages.home;

/** 'Mis datos' (000 §1): name, phone, e-mail and, for a Gestor, the represented CUIT. */
export function MyDataCard() {
  const session = useSessionStore((s) => s.session)!;
  const simulation = useSessionStore((s) => s.simulation);
  const producer = useProducer(effectiveUserId(session, simulation));
  // Acting for a producer: its data; internal staff (type 2 without a producer) show their own name and e-mail.
  const simulating = session.userType === USER_TYPE.simulator && Boolean(simulation);
  const name = simulating ? simulation?.userNameProducer : session.userName;
  const email = producer.data?.email ?? (simulating ? null : session.userEmail);
  const phone = producer.data?.telephone;
  const loading = producer.isLoading;
  const show = (value: string | null | undefined) => (loading ? messages.loading : value || messages.noDataShort);
  return (
    <Card component="section" aria-labelledby="my-data-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="my-data-title" variant="h6" component="h2" gutterBottom>
          {t.myData}
        </Typography>
        <Typography variant="body2">
          {t.name}: {name || messages.noDataShort}
        </Typography>
        <Typography variant="body2">
          {t.phone}: {show(phone)}
        </Typography>
        <Typography variant="body2">
          {t.email}: {show(email)}
        </Typography>
        {isGestor(session) && session.reportTo && (
          <Typography variant="body2" data-testid="represented-cuit">
            {t.representedCuit}: {formatCuit(session.reportTo)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
