const { createAppConfig } = require('@atelier/ui/webpack');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  title: 'Glenorchy Landscape Oil Paintings | New Zealand Artist',
  description: 'Original oil paintings of Glenorchy and the Southern Alps, painted en plein air by a New Zealand landscape artist.',
});
