import { Module } from '@nestjs/common';
import { AcceptLanguageResolver, CookieResolver, I18nJsonLoader, I18nModule as NestI18nModule, QueryResolver } from 'nestjs-i18n';
import { join } from 'node:path';

/**
 * Server-side messages in English and French. The language comes from `?lang=`, then the
 * `locale` cookie the pages set, then Accept-Language; English otherwise.
 */
@Module({
  imports: [
    NestI18nModule.forRoot({
      fallbackLanguage: 'en',
      fallbacks: { 'fr-*': 'fr', 'en-*': 'en' },
      loader: I18nJsonLoader,
      loaderOptions: { path: join(__dirname, '..', '..', 'i18n'), watch: false },
      resolvers: [{ use: QueryResolver, options: ['lang'] }, new CookieResolver(['locale']), AcceptLanguageResolver],
    }),
  ],
})
export class I18nModule {}
