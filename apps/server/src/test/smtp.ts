import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The Subject header, for finding a mail. */
  subject: string;
}

/**
 * A real SMTP server on a free port that keeps every message it accepts. It can refuse
 * messages for a while (a temporary 451, as a busy server answers), noting when each refused
 * one came, or be down altogether (`stop`, then `restart` on the same port).
 */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  const refusedAt: number[] = [];
  const state = { refusing: false };

  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (state.refusing) {
            refusedAt.push(Date.now());
            return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const subject = raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };

  let server: SMTPServer | undefined = await listen(0);
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((r) => running.close(() => r()));
  };

  return {
    inbox,
    refusedAt,
    url: `smtp://127.0.0.1:${port}`,
    /** While true, every message is answered 451 (to be retried) and not kept. */
    refuse(on: boolean) {
      state.refusing = on;
    },
    /** Down: connections to the port are refused. */
    stop,
    async restart() {
      server ??= await listen(port);
    },
    close: stop,
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
