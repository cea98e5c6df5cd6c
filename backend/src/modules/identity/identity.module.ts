import { DynamicModule, InjectionToken, Module, ModuleMetadata, Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DeleteAccount } from './application/delete-account';
import { EraseUserProfile } from './application/erase-user-profile';
import { GetCurrentUser } from './application/get-current-user';
import { CLOCK, IDENTITY_PROVIDER, USER_DATA_ERASERS, USER_PROFILE_REPOSITORY, type UserDataEraser } from './application/ports';
import { SaveProfile } from './application/save-profile';
import { SystemClock } from './infrastructure/clock/system-clock';
import { FirebaseIdentityProvider } from './infrastructure/firebase/firebase-identity.provider';
import { MeController } from './infrastructure/http/me.controller';
import { MikroOrmUserProfileRepository } from './infrastructure/persistence/mikro-orm-user-profile.repository';
import { UserProfileSchema } from './infrastructure/persistence/user-profile.schema';

/**
 * Another module's share of an account deletion: a provider it exports (usually its erase use
 * case) and how to call it for one uid. See `eraser()`.
 */
export interface UserDataEraserRegistration {
  name: string;
  inject: InjectionToken;
  // Method syntax: TypeScript checks its parameter bivariantly, so eraser<T>() can keep a function typed on T.
  erase(instance: unknown, uid: string): Promise<void>;
}

/**
 * `eraser('credits', EraseUserCredits, (useCase, uid) => useCase.execute({ userId: uid }))`:
 * plugs one module's erase use case into DeleteAccount, typed on the use case.
 */
export function eraser<T>(
  name: string,
  inject: InjectionToken<T>,
  erase: (instance: T, uid: string) => Promise<void>,
): UserDataEraserRegistration {
  return { name, inject, erase };
}

export interface IdentityModuleOptions {
  web: boolean;
  /**
   * The modules that export the erasers' use cases: the very DynamicModule objects AppModule
   * imports (`const credits = CreditsModule.register({ web })`, used in both places). A second
   * register() call would make a second instance of that module, controllers included.
   */
  imports?: ModuleMetadata['imports'];
  /**
   * Run in this order by DeleteAccount, before the identity module's own profile eraser and
   * before the Firebase user is deleted (last, so a failure can be retried by signing in again).
   */
  erasers?: UserDataEraserRegistration[];
}

/** Who is signed in, their profile, and deleting an account everywhere. */
@Module({})
export class IdentityModule {
  static register(options: IdentityModuleOptions): DynamicModule {
    const registrations = options.erasers ?? [];
    const erasersProvider: Provider = {
      provide: USER_DATA_ERASERS,
      inject: [...registrations.map((r) => r.inject), EraseUserProfile],
      useFactory: (...instances: unknown[]): UserDataEraser[] => [
        ...registrations.map((r, i): UserDataEraser => ({ name: r.name, eraseUserData: (uid) => r.erase(instances[i], uid) })),
        instances[registrations.length] as EraseUserProfile,
      ],
    };
    return {
      module: IdentityModule,
      imports: [MikroOrmModule.forFeature([UserProfileSchema]), ...(options.imports ?? [])],
      controllers: options.web ? [MeController] : [],
      providers: [
        GetCurrentUser,
        SaveProfile,
        DeleteAccount,
        EraseUserProfile,
        erasersProvider,
        { provide: USER_PROFILE_REPOSITORY, useClass: MikroOrmUserProfileRepository },
        { provide: IDENTITY_PROVIDER, useClass: FirebaseIdentityProvider },
        { provide: CLOCK, useClass: SystemClock },
      ],
      exports: [GetCurrentUser, DeleteAccount, USER_DATA_ERASERS],
    };
  }
}
