import { rmSync } from 'node:fs';

interface Running {
  stop(): Promise<void>;
}

export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as Record<string, unknown>).__ATELIER_SERVICES__ as
    { pg: Running; redis: Running; auth: Running; dataDir: string } | undefined;
  if (!services) return;
  await Promise.allSettled([services.pg.stop(), services.redis.stop(), services.auth.stop()]);
  rmSync(services.dataDir, { recursive: true, force: true });
}
