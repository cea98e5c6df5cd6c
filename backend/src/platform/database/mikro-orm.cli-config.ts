// Used by `npm run migration:create` (the MikroORM CLI). Needs DATABASE_URL of a running database.
import { ENTITIES } from '../../entities';
import { mikroOrmOptions } from './mikro-orm.options';

export default mikroOrmOptions(process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/atelier', ENTITIES);
