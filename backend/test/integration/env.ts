// MikroORM under @swc/jest would otherwise look for compiled migrations.
process.env.MIKRO_ORM_CLI_ALWAYS_ALLOW_TS = '1';
