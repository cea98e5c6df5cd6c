import { EntitySchema } from '@mikro-orm/core';
import { UserPlan } from '../../domain/credit-plan';

/** One row per user who ever had a plan set; no row means 'free'. */
export const UserPlanSchema = new EntitySchema<UserPlan>({
  class: UserPlan,
  tableName: 'user_plans',
  properties: {
    userId: { type: 'string', length: 128, primary: true },
    plan: { type: 'string', length: 8 },
    updatedAt: { type: 'datetime' },
  },
});
