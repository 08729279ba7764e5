// The render process's tests start it on the built shell and remotes (render/README.md).
module.exports = require('../jest.preset.cjs').node(__dirname);
