/** Unit tests: domain rules, application use cases with in-memory ports, pure helpers. No I/O. */
module.exports = {
  displayName: 'unit',
  rootDir: '..',
  roots: ['<rootDir>/backend/src', '<rootDir>/backend/test/architecture', '<rootDir>/frontend/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': require('./jest.swc.cjs') },
  testEnvironment: 'node',
};
