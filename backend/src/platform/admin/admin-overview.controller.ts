import { Controller, UseGuards } from '@nestjs/common';
import { type AdminOverview, ROUTES } from '@atelier/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { Route } from '../http/route.decorator';
import { RegisteredQueues } from '../queue/registered-queues';

/** What the /admin page shows: each queue's jobs by state (Bull Board has the details). */
@Controller()
@UseGuards(AdminGuard)
export class AdminOverviewController {
  constructor(private readonly queues: RegisteredQueues) {}

  @Route(ROUTES.getAdminOverview)
  async overview(): Promise<AdminOverview> {
    const queues = await Promise.all(
      this.queues.all().map(async (queue) => {
        const counts = await queue.getJobCounts();
        const paused = 'paused' in counts ? Number(counts.paused) : 0;
        return {
          name: queue.name,
          waiting: counts.waiting,
          active: counts.active,
          delayed: counts.delayed,
          completed: counts.completed,
          failed: counts.failed,
          paused,
        };
      }),
    );
    return { queues };
  }
}
