import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FileStore } from '../../application/ports';
import { StoredFile } from './stored-file.schema';

/**
 * Files live in PostgreSQL: one backup covers everything, and web and worker processes on
 * different machines see the same bytes. Resumes are at most 10 MB, well within bytea's reach.
 */
@Injectable()
export class PostgresFileStore implements FileStore {
  constructor(private readonly em: EntityManager) {}

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.em.fork().upsert(StoredFile, { key, content, contentType, sizeBytes: content.length, createdAt: new Date() });
  }

  async get(key: string): Promise<{ content: Buffer; contentType: string } | null> {
    const row = await this.em.fork().findOne(StoredFile, { key });
    return row ? { content: Buffer.from(row.content), contentType: row.contentType } : null;
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.em.fork().nativeDelete(StoredFile, { key: { $in: keys } });
  }
}
