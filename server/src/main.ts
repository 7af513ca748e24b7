// Starts the server from the environment (`npm start` after the UIs are built) and stops it cleanly on
// SIGINT or SIGTERM, letting requests in flight finish.
import { createServer, loadConfig } from "./index.ts";

const config = loadConfig(process.env);
const server = await createServer(config);
const url = await server.listen();
server.app.log.info(`ICT Manpower Portal at ${url}/ (back-office ${url}/backoffice/, API docs ${url}/api/docs)`);
if (!config.databaseUrl) server.app.log.info(`Embedded database in ${config.dataDir}/db`);
if (!config.smtpUrl) server.app.log.info(`Mail is written to ${config.dataDir}/outbox`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
