import { Cron } from 'croner';
import { JOB_TIME_ZONE, type Job } from './job.ts';

export interface Timers {
  stop(): void;
}

/**
 * Calls `tick(job)` on each job's schedule in this process (croner): an interval on the next
 * whole second, then every so many seconds; a cron expression at its times in Ecuador. Never
 * twice at once for one job (a tick still running makes the next skip). `tick` must not reject.
 */
export function startTimers(jobs: readonly Job[], tick: (job: Job) => Promise<unknown>): Timers {
  const crons = jobs.flatMap((job) => {
    const { schedule } = job;
    if (!schedule) return [];
    const run = async () => {
      await tick(job);
    };
    // No `name`: croner keeps named jobs in a process-wide list, and tests start several apps.
    const options = { protect: true, unref: true };
    return [
      'cron' in schedule
        ? new Cron(schedule.cron, { ...options, timezone: JOB_TIME_ZONE }, run)
        : new Cron('* * * * * *', { ...options, interval: schedule.everySeconds }, run),
    ];
  });
  return {
    stop: () => {
      for (const cron of crons) cron.stop();
    },
  };
}
