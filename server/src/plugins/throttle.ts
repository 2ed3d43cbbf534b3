import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { DeviceCookies } from '../auth/device-cookies.ts';
import { PasswordHasher } from '../auth/passwords.ts';
import { MemoryThrottleStore, RedisThrottleStore, Throttle, type ThrottleStore } from '../auth/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
    /** Password hashes and checks of requests, bounded (config.passwordHashing). */
    passwords: PasswordHasher;
    /** The signed cookies that let a browser that signed in before past an account's lockout. */
    devices: DeviceCookies;
  }
}

/**
 * Attempt counters for sign-in, signup, validation, resend and the password calls (limits in
 * config.throttle), in memory or in Redis (config.throttleStore), the device cookies of the
 * sign-in's lockout and the bounded password hasher.
 */
export default fp(
  async (app) => {
    const { config } = app;
    let store: ThrottleStore;
    if (config.throttleStore === 'redis') {
      // No offline queue: while Redis is away a call fails at once and the store counts in memory.
      const redis = new Redis(config.realtime.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      redis.on('error', () => {
        // Reported once per outage by the store.
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      store = new RedisThrottleStore(redis, `${config.realtime.redis.prefix}throttle:`, app.log);
    } else {
      store = new MemoryThrottleStore();
    }
    app.decorate('throttle', new Throttle(store));
    const { maxConcurrent, maxQueued, maxWaitSeconds } = config.passwordHashing;
    app.decorate('devices', new DeviceCookies(config.appSecret));
    app.decorate('passwords', new PasswordHasher({ maxConcurrent, maxQueued, maxWaitMs: maxWaitSeconds * 1000 }));
  },
  { name: 'throttle', dependencies: ['config'] },
);
