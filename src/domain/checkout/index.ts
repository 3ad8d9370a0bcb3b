// The package's `@fieldwork/domain/checkout` entry point (src/domain/package.json): every module of the area.
export * from './buyerType';
export * from './checkoutSteps';
