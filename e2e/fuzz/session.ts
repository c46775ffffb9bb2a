/** The demo producer, signed in with its real password: the suite never sends a wrong one for a demo account. */
export const DEMO_PRODUCER = { username: '20172543597', password: 'Demo1234' };
/** Every demo user name: generated sign-in bodies never carry one (their failures would lock them). */
export const DEMO_USERNAMES = [
  '20172543597',
  '20-17254359-7',
  '27301112225',
  '27-30111222-5',
  '20334445551',
  '20-33444555-1',
  'simulador@demo.com.ar',
  'admin@demo.com.ar',
  'contenidos@demo.com.ar',
];

export interface Session {
  token: string;
  userId: number;
  at: number;
}

export async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/security/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Username: DEMO_PRODUCER.username,
      Password: DEMO_PRODUCER.password,
      RememberMe: false,
      Application: 'Life',
    }),
  });
  if (res.status !== 200)
    throw new Error(`la sesión del productor de prueba respondió ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { userId: number; authenticationResult: { token: string } };
  return { token: body.authenticationResult.token, userId: body.userId, at: Date.now() };
}

/** What the suite must leave as it found it: the producer's profile, delegates, column views and bell. */
export async function snapshot(base: string, session: Session): Promise<Record<string, unknown>> {
  const calls = [
    `/api/producer/GetProducerById?userId=${session.userId}`,
    `/api/Producer/Delegados?userId=${session.userId}`,
    '/api/reports/columnview?report=cartera',
    `/api/notification/notificationsearch?CUIT=${DEMO_PRODUCER.username}&Nuevos=false`,
    `/api/scheduler/GetReportScheduler?UserId=${session.userId}&UrlApi=portfolio`,
  ];
  const result: Record<string, unknown> = {};
  for (const call of calls) {
    const res = await fetch(`${base}${call}`, { headers: { authorization: `Bearer ${session.token}` } });
    result[call.replace(/\d{5,}/g, '…')] = { status: res.status, body: await res.text() };
  }
  return result;
}
