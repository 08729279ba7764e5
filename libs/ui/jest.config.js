module.exports = require('./jest/index.cjs').createJestConfig(__dirname);
