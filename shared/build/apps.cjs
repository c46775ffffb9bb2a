// The six front-end apps of the portal: federation name and development port.
// One list so the builder, the dev runner, the production runner and the e2e specs agree.
// PORTAL_PORT_OFFSET moves the whole stack (api included), so two stacks can run side by side on one machine.
const offset = Number(process.env.PORTAL_PORT_OFFSET || 0);
const apps = [
  { dir: 'host', name: 'host', port: 8080 },
  { dir: 'remote-cartera', name: 'remote_cartera', port: 8081 },
  { dir: 'remote-cuenta-corriente', name: 'remote_cuenta_corriente', port: 8082 },
  { dir: 'remote-cobranzas', name: 'remote_cobranzas', port: 8083 },
  { dir: 'remote-admin', name: 'remote_admin', port: 8084 },
  { dir: 'remote-comunicacion', name: 'remote_comunicacion', port: 8085 },
].map((a) => ({ ...a, port: a.port + offset }));
const API_PORT = 4000 + offset;
/** The api's metrics listener: its default, PORT + 5464 (api/src/config.ts), so it moves with the offset too. */
const METRICS_PORT = API_PORT + 5464;

module.exports = { apps, remotes: apps.filter((a) => a.name !== 'host'), API_PORT, METRICS_PORT };
