/**
 * `tsx bare/main.ts`: the bare server on PORT (0: any free port) for the PostgreSQL at
 * DATABASE_URL. Prints `listening on <port>` once it accepts connections (bench:compare waits
 * for that line).
 */
import { buildBareApp } from './app.ts';
import { openBareDatabase } from './database.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('the bare server needs DATABASE_URL=postgres://…');
const db = openBareDatabase({ url });
const app = buildBareApp(db);
await app.listen({ port: Number(process.env.PORT ?? '0'), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : address}`);

const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
