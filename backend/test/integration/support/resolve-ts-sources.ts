/**
 * Preload for running the CLI from its TypeScript sources (node -r @swc-node/register -r this):
 * the CLI imports its commands as './commands/x.command.js', as the build emits them; from
 * sources, the same import is served by the .ts file. Lets a test run the real entry point
 * without a build.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
});
