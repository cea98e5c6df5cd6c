/** Unit tests: domain rules, application use cases with in-memory ports, pure helpers. No I/O. */
module.exports = {
  displayName: 'unit',
  rootDir: '..',
  roots: [
    '<rootDir>/contracts/src',
    '<rootDir>/backend/src',
    '<rootDir>/backend/scripts',
    '<rootDir>/backend/test/architecture',
    '<rootDir>/frontend/src',
  ],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': require('./jest.swc.cjs') },
  testEnvironment: 'node',
  // contracts/ is ESM-style TypeScript (imports end in .js, as Node ESM needs): its specs resolve them to the .ts sources.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
