// `npm test`: every workspace's unit and integration tests in one run.
const { existsSync } = require('node:fs');
const { workspaces } = require('./package.json');

module.exports = {
  // Integration tests boot whole services on real PostgreSQL; the seed paints images.
  testTimeout: 60000,
  projects: workspaces.filter((dir) => existsSync(`${__dirname}/${dir}/jest.config.js`)).map((dir) => `<rootDir>/${dir}`),
};
