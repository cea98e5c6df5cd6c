import { EntitySchema } from '@mikro-orm/core';
import { ContactMessage } from '../../domain/contact-message';

/** Maps a Contact Us message to `contact_messages`. */
export const ContactMessageSchema = new EntitySchema<ContactMessage>({
  class: ContactMessage,
  tableName: 'contact_messages',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 120 },
    email: { type: 'string', length: 254 },
    message: { type: 'text' },
    locale: { type: 'string', length: 2 },
    createdAt: { type: 'datetime' },
  },
});
