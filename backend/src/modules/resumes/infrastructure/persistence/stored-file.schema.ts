import { EntitySchema } from '@mikro-orm/core';

/** A row of the `stored_files` table: bytes by key (uploads, generated PDFs). */
export class StoredFile {
  key!: string;
  contentType!: string;
  sizeBytes!: number;
  content!: Buffer;
  createdAt!: Date;
}

export const StoredFileSchema = new EntitySchema<StoredFile>({
  class: StoredFile,
  tableName: 'stored_files',
  properties: {
    key: { type: 'string', length: 255, primary: true },
    contentType: { type: 'string', length: 128 },
    sizeBytes: { type: 'integer' },
    content: { type: 'blob' },
    createdAt: { type: 'datetime' },
  },
});
