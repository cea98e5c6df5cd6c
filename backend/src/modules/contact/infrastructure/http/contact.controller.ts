import { Body, Controller } from '@nestjs/common';
import { type ContactMessageInput, type ContactMessageReceipt, ROUTES } from '@atelier/contracts';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { requestLocale } from '../../../../platform/i18n/request-translator';
import { SendContactMessage } from '../../application/send-contact-message';

/** Contact Us: anyone may write, signed in or not. */
@Controller()
export class ContactController {
  constructor(private readonly send: SendContactMessage) {}

  /** The same answer whether the message was stored or dropped as a bot's (the bot learns nothing). */
  @Route(ROUTES.sendContactMessage)
  async create(@Body(new ZodValidationPipe(ROUTES.sendContactMessage.body)) body: ContactMessageInput): Promise<ContactMessageReceipt> {
    await this.send.execute({ ...body, locale: requestLocale() });
    return { received: true };
  }
}
