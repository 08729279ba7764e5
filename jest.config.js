// `npm test`: every workspace's unit and integration tests in one run.
const { existsSync } = require('node:fs');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.filter((dir) => existsSync(`${__dirname}/${dir}/jest.config.js`)).map((dir) => `<rootDir>/${dir}`),
};
