module.exports = require('@hikari/jest-config')(__dirname);
