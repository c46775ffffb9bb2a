module.exports = require('@portal/shared/build/jest.cjs').createJestConfig(__dirname);
