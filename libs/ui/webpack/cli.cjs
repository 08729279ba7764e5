#!/usr/bin/env node
'use strict';

// webpack-cli is a dependency of @atelier/ui and npm may install it under libs/ui/node_modules,
// out of reach of the apps' `webpack` bin; resolving it from here always finds it.
require(require.resolve('webpack-cli/bin/cli.js'));
