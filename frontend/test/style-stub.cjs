// Stands in for imported .css files in component tests (see jest.config.cjs).
module.exports = {};
