// The package's `@fieldwork/domain/tax` entry point (src/domain/package.json): every module of the area.
export * from './cartTax';
export * from './consumerPrice';
export * from './taxDecision';
export * from './vatNumber';
export * from './vatRates';
export * from './taxQuarter';
export * from './taxReturnCsv';
export * from './taxReturnRows';
export * from './taxReturns';
export * from './invoiceTax';
