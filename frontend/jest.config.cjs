/**
 * Component tests of the browser UI (frontend/src, files named *.spec.tsx): React components rendered in
 * jsdom and driven with Testing Library's user-event. Plain logic stays in the unit suite
 * (backend/jest.unit.config.cjs picks up the *.spec.ts files there).
 */
module.exports = {
  displayName: 'components',
  rootDir: '..',
  roots: ['<rootDir>/frontend/src'],
  testMatch: ['**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': require('../backend/jest.swc.cjs') },
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/frontend/test/jest-dom.setup.ts'],
  // Components import their own stylesheet; styles mean nothing to jsdom.
  moduleNameMapper: { '\\.css$': '<rootDir>/frontend/test/style-stub.cjs' },
};
