/**
 * Integration tests against real PostgreSQL, Redis, the Firebase Auth emulator and Chromium,
 * started once per run on free ports by test/integration/global-setup.ts.
 */
module.exports = {
  displayName: 'integration',
  rootDir: '.',
  roots: ['<rootDir>/test/integration'],
  testMatch: ['**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.cjs') },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/integration/global-setup.ts',
  globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
  setupFiles: ['<rootDir>/test/integration/env.ts'],
  testTimeout: 60000,
};
