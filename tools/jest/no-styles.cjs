// What a stylesheet import resolves to under jest (create-config.cjs): nothing.
module.exports = {};
