import { Cron } from 'croner';
import { JOB_TIME_ZONE, type Job } from './job.ts';

export interface Timers {
  stop(): void;
}

/**
 * Calls `tick(job)` on each job's schedule in this process (croner): every so many seconds from
 * now (and at once with `atStart`), or at a cron expression's times in Ecuador. A tick still
 * running makes the job's next one skip. `tick` must not reject.
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
        : new Cron(
            '* * * * * *',
            { ...options, interval: schedule.everySeconds, startAt: new Date(Date.now() + schedule.everySeconds * 1000) },
            run,
          ),
    ];
  });
  for (const job of jobs) if (job.schedule && 'atStart' in job.schedule && job.schedule.atStart) void tick(job);
  return {
    stop: () => {
      for (const cron of crons) cron.stop();
    },
  };
}
