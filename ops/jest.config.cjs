module.exports = require('../tools/jest/create-config.cjs')(__dirname);
