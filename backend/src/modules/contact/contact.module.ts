import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ListContactMessages } from './application/list-contact-messages';
import { CONTACT_MESSAGE_REPOSITORY, CONTACT_SENDER_LIMITER } from './application/ports';
import { SendContactMessage } from './application/send-contact-message';
import { ContactController } from './infrastructure/http/contact.controller';
import { ContactMessageSchema } from './infrastructure/persistence/contact-message.schema';
import { MikroOrmContactMessageRepository } from './infrastructure/persistence/mikro-orm-contact-message.repository';
import { RedisContactSenderLimiter } from './infrastructure/rate-limit/redis-contact-sender-limiter';

/** Contact Us messages: stored, limited per sender; the controller only in web roles. */
@Module({})
export class ContactModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: ContactModule,
      imports: [MikroOrmModule.forFeature([ContactMessageSchema])],
      controllers: options.web ? [ContactController] : [],
      providers: [
        SendContactMessage,
        ListContactMessages,
        { provide: CONTACT_MESSAGE_REPOSITORY, useClass: MikroOrmContactMessageRepository },
        { provide: CONTACT_SENDER_LIMITER, useClass: RedisContactSenderLimiter },
      ],
      exports: [SendContactMessage, ListContactMessages],
    };
  }
}
