import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ContactMessageRepository } from '../../application/ports';
import { ContactMessage } from '../../domain/contact-message';

@Injectable()
export class MikroOrmContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly em: EntityManager) {}

  async save(message: ContactMessage): Promise<void> {
    await this.em.fork().persist(message).flush();
  }

  list(options: { limit: number }): Promise<ContactMessage[]> {
    return this.em.fork().find(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: options.limit });
  }
}
