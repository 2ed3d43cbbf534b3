import fp from 'fastify-plugin';
import type { Job, JobDeps } from '../jobs/job.ts';
import { type JobRunner, startPgBossRunner } from '../jobs/pg-boss-runner.ts';
import { jobRegistry, type JobName } from '../jobs/registry.ts';
import { startTimers } from '../jobs/timers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

export interface JobScheduler {
  /** Runs the job now in this instance (or joins its run under way here); resolves with how much it did. */
  run(name: JobName): Promise<number>;
}

/**
 * The one scheduler of background work (jobs/registry.ts). On PostgreSQL pg-boss runs each
 * scheduled run once across every instance (jobs/pg-boss-runner.ts); on the embedded SQLite
 * default, one process, croner's timers run the same job functions here. Started when the server
 * is ready; on close, scheduling stops and the runs under way are awaited.
 */
export default fp(
  async (app) => {
    const jobs = jobRegistry(app.config);
    const deps: JobDeps = {
      db: app.db,
      events: app.events,
      mailTransport: () => app.mail.transport(),
      log: app.log,
      // The photos plugin registers after this one; its store is read when a job runs.
      photoStore: () => (app.hasDecorator('photos') ? app.photos.store : null),
    };
    const running = new Map<string, Promise<number>>();

    const run = (job: Job): Promise<number> => {
      let current = running.get(job.name);
      if (!current) {
        current = job
          .run(deps, new Date())
          .then((count) => {
            app.log.debug({ job: job.name, count }, 'Background job ran');
            return count;
          })
          .finally(() => running.delete(job.name));
        running.set(job.name, current);
      }
      return current;
    };
    app.decorate('jobs', {
      run: (name: JobName) => run(jobs.find((job) => job.name === name)!),
    } satisfies JobScheduler);

    /** A scheduled run that fails is logged; it runs again on its schedule (or pg-boss retries it). */
    const runLogged = (job: Job) =>
      run(job).catch((error: unknown) => {
        app.log.error({ err: error, job: job.name }, 'A background job failed; it runs again on its schedule');
        throw error;
      });

    let runner: JobRunner | undefined;
    app.addHook('onReady', async () => {
      if (!jobs.some((job) => job.schedule !== null)) return;
      const { databaseUrl } = app.config;
      if (app.dbDialect === 'postgres' && databaseUrl) {
        runner = await startPgBossRunner({ connectionString: databaseUrl, jobs, execute: runLogged, log: app.log });
      } else {
        const timers = startTimers(jobs, (job) => runLogged(job).catch(() => undefined));
        runner = { stop: async () => timers.stop() };
      }
    });
    app.addHook('preClose', async () => {
      await runner?.stop();
      await Promise.allSettled(running.values());
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'events', 'mail'] },
);
