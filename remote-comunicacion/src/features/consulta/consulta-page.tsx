import { useSearchParams } from '@portal/shared/router';
import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { comunicacionMessages } from '../../messages';
import { EnquiryForm } from './components/enquiry-form';

const entry = routeEntry('/consulta');
const t = comunicacionMessages.enquiry;

/** /consulta (002 §2): the enquiry form; ?data=envioFactura makes it the invoice enquiry ('Consulta de facturas'). */
export default function ConsultaPage() {
  const [params] = useSearchParams();
  const invoice = params.get('data') === 'envioFactura';
  const title = invoice ? t.invoiceTitle : entry.title;
  return (
    <PageLayout title={title} breadcrumbs={[{ label: title }]} description={t.intro}>
      <EnquiryForm invoice={invoice} />
    </PageLayout>
  );
}
