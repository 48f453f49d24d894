// What a stylesheet import resolves to under jest (see jest.config.cjs).
export {};
