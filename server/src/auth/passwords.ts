import { type Algorithm, hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** OWASP's argon2id minimum: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = {
  // Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes without a bound: for the seeds and tools that run before any request is served. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks without a bound (seeds, tools, tests); requests go through PasswordHasher. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface HashingLimits {
  /** Hashes computed at once (each takes a thread and 19 MiB). */
  maxConcurrent: number;
  /** Hashes waiting for a slot; more are refused at once. */
  maxQueued: number;
  /** How long one may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Thrown when the hashing slots and their queue are full, or the wait ran out: the server is busy. */
export class HashingBusyError extends Error {
  constructor() {
    super('Password hashing is saturated');
  }
}

/**
 * Every password hash and check a request asks for, bounded: at most `maxConcurrent` at once,
 * `maxQueued` more waiting at most `maxWaitMs`; the rest are refused with HashingBusyError
 * (answered 503), never queued forever. A flood of sign-ins with random e-mails then costs the
 * server a fixed share of its CPU and memory instead of all of it.
 */
export class PasswordHasher {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly limits: HashingLimits) {}

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.run(() => verifyPassword(passwordHash, password));
  }

  /**
   * Spends the same time as a real check when the e-mail is unknown, so the answer's timing
   * does not tell which e-mails have an account.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword('dummy-password-for-timing');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  /** Hashes running and waiting now (for tests and health). */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limits.maxConcurrent) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxQueued) return Promise.reject(new HashingBusyError());
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new HashingBusyError());
      }, this.limits.maxWaitMs);
      this.waiting.push(start);
    });
  }

  /** Hands the slot straight to the next waiter, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
