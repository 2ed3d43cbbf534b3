import { PgBoss, type QueueOptions } from 'pg-boss';
import { JOB_TIME_ZONE, type Job } from './job.ts';
import { startTimers } from './timers.ts';

export interface JobRunner {
  /** Stops scheduling and waits for the runs under way. */
  stop(): Promise<void>;
}

interface RunnerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const intervalOf = (job: Job) => (job.schedule && 'everySeconds' in job.schedule ? job.schedule.everySeconds : null);

/**
 * Each scheduled run is one job row; a failed run is retried twice (30 s, then 60 s) before the
 * next scheduled one. Finished rows are kept a day, enough to look at what ran.
 */
const queueOptions: QueueOptions & { policy: 'stately' } = {
  // At most one run waiting and one under way per job, across every instance.
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 24 * 3600,
};

/**
 * Runs the jobs on PostgreSQL through pg-boss (its tables in the `pgboss` schema of the app's
 * database), so that with several instances each scheduled run happens on one of them: a cron
 * job is pg-boss's own schedule; an interval job is offered by every instance's timer once per
 * interval with `sendThrottled`, which admits one row per time slot whoever offers it. Workers
 * take rows with SKIP LOCKED: one instance runs each. `execute` runs the job in this process.
 */
export async function startPgBossRunner(options: {
  connectionString: string;
  jobs: readonly Job[];
  execute: (job: Job) => Promise<unknown>;
  log: RunnerLog;
}): Promise<JobRunner> {
  const { jobs, execute, log } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, max: 3, application_name: 'portal-jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'The job queue (pg-boss) failed; it tries again'));
  // Slow queries, a queue growing past its warning size: worth an operator's look, not an error.
  boss.on('warning', (warning) => log.warn({ warning }, 'The job queue (pg-boss) warns'));
  await boss.start();

  const scheduled = jobs.filter((job) => job.schedule !== null);
  for (const job of scheduled) {
    await boss.createQueue(job.name, queueOptions);
    await boss.work(job.name, async () => {
      await execute(job);
    });
  }
  // A schedule is kept in the database: one this registry no longer runs by cron (turned off, or
  // an interval now) is dropped. Names it does not know may be a newer release's: left alone.
  const known = new Set(jobs.map((job) => job.name));
  const cronJobs = new Map(scheduled.flatMap((job) => (job.schedule && 'cron' in job.schedule ? [[job.name, job.schedule.cron]] : [])));
  for (const schedule of await boss.getSchedules()) {
    if (known.has(schedule.name) && !cronJobs.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
  for (const [name, cron] of cronJobs) await boss.schedule(name, cron, null, { tz: JOB_TIME_ZONE });

  const timers = startTimers(
    scheduled.filter((job) => intervalOf(job) !== null),
    (job) =>
      boss
        .sendThrottled(job.name, null, null, intervalOf(job)!)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'A job run could not be queued; the next one will be')),
  );
  return {
    async stop() {
      timers.stop();
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
