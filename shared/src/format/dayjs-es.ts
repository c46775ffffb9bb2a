// Every formatter imports this, so month names are Spanish however the app was started.
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');
