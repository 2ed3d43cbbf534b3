import fp from 'fastify-plugin';
import { deliverDueMail, type MailTransport } from '../mail/deliver.ts';
import { createSmtpTransport } from '../mail/smtp-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDispatcher;
  }
}

export interface MailDispatcher {
  /** Delivers what is due now, after a change has queued mail; never throws. */
  kick(): void;
  /** Delivers what is due and waits; for tests and shutdown. */
  flush(): Promise<void>;
  /** Replaces the transport (tests use a fake). */
  useTransport(transport: MailTransport | null): void;
  /** The transport in use (null: none, mail waits in the outbox); the mail sweep job sends through it. */
  transport(): MailTransport | null;
}

/**
 * Delivers the mail outbox: over SMTP when SMTP_URL is set, otherwise to the log. Mail is
 * queued in the same transaction as the change it announces, then kicked right after commit;
 * what failed (and what a crash left behind) is retried by the mail sweep job (jobs/mail-sweep.ts).
 */
export default fp(
  async (app) => {
    const { smtpUrl, from } = app.config.mail;
    const smtp = smtpUrl ? createSmtpTransport(smtpUrl, from) : null;
    let transport: MailTransport | null = smtp;
    let running: Promise<void> | null = null;
    let again = false;

    const run = async (): Promise<void> => {
      do {
        again = false;
        try {
          await deliverDueMail(app.db, transport, app.log);
        } catch (error) {
          app.log.error({ err: error }, 'The mail outbox could not be processed');
        }
      } while (again);
    };

    const flush = (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('mail', {
      kick: () => void flush(),
      flush,
      useTransport: (next: MailTransport | null) => {
        transport = next;
      },
      transport: () => transport,
    } satisfies MailDispatcher);

    app.addHook('onReady', async () => {
      app.mail.kick();
    });
    app.addHook('preClose', async () => {
      await running;
    });
    app.addHook('onClose', async () => {
      smtp?.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
