const path = require('node:path');

/** Jest transform: a theme stylesheet imported with `?url` is its path under /assets/. */
module.exports = {
  process(_source, file) {
    return {
      code: `module.exports = ${JSON.stringify(`/assets/${path.basename(file)}`)};`,
    };
  },
};
